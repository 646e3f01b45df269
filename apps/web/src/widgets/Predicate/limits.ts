// Limits the definition needs, apart from the widget's rules (which load with its view).

export const MAX_WORDS = 30;
