// Limits the definition needs, apart from the widget's rules (which load with its view).

export const MINUTE_STEPS = [1, 5, 15, 30] as const;
export type MinuteStep = (typeof MINUTE_STEPS)[number];
