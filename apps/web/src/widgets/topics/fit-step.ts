import { useElementSize, useFitFontSize } from '../sdk/ui/index.ts';

/** Smallest font (CSS px) a step is fitted down to: chips and answers stay readable and touchable. */
export const STEP_MIN_FONT_PX = 12;

/** The largest font of a step for a widget body of `size`: `share` of its shorter side, 14–40 px. */
export const stepMaxFont = (size: { width: number; height: number }, share: number): number =>
  Math.max(14, Math.min(40, Math.min(size.width, size.height) * share));

/**
 * The font size at which a step ("Sortieren", "Quiz") fits its box without scrolling: the step sizes
 * everything in em, so one font size scales chips, baskets and answers together. Fitted anew when
 * `content` (what is shown: chips in their places, the question, the feedback) or the box changes.
 * The step's parts have no transitions (topics.css), so a trial size is measured at once.
 */
export function useFittedStep<T extends HTMLElement>(content: string, max: number) {
  const { ref, size } = useElementSize<T>();
  const fontSize = useFitFontSize(
    ref,
    STEP_MIN_FONT_PX,
    max,
    `${content}|${size.width}x${size.height}`,
    size.width > 0 && size.height > 0,
  );
  return { ref, fontSize };
}
