// Limits the definition needs, apart from the widget's rules (which load with its view).

/** Settings limits (the settings form and the view keep to them). */
export const NUMBER_LINE_LIMITS = {
  amountOfTickMarks: { min: 1, max: 20, step: 1 },
  scaleX: { min: 0.001, max: 10_000, step: 0.1 },
  offsetX: { min: -100_000, max: 100_000, step: 0.5 },
  minorTickMarks: { min: 0, max: 9, step: 1 },
  maxJumps: 40,
} as const;
