// Limits the definition needs, apart from the widget's rules (which load with its view).

/** Parts a shape can be split into: 'Erweitern ×4' of the largest denominator (24) still fits. */
export const MAX_PARTS = 96;
