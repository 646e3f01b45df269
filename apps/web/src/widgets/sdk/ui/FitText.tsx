import { useFitFontSize } from './fit-text.ts';
import { useElementSize } from './use-element-size.ts';
import './widget-ui.css';

/**
 * One line of text (digits of a clock or timer, a short label) as large as its box allows: the box takes
 * the room its layout gives it (`flex: 1` in a column), the text is fitted to it and grows with the widget.
 * Digits are fitted once per length (tabular figures are equally wide), other text once per content.
 */
export function FitText({
  text,
  min = 12,
  max = 1000,
  className,
  testId,
  timer = false,
  label,
}: {
  text: string;
  min?: number;
  max?: number;
  className?: string;
  testId?: string;
  /** A running time: `role="timer"` (not announced on every tick), named by `label` if given. */
  timer?: boolean;
  label?: string;
}) {
  const { ref, size } = useElementSize<HTMLSpanElement>();
  const shape = text.replace(/[0-9]/g, '0');
  // In a box lower than `min` the text takes the box's height (never below 6 px) rather than overflow it.
  const floor = size.height < min * 1.6 ? 6 : min;
  const fontSize = useFitFontSize(
    ref,
    floor,
    Math.max(floor, Math.min(max, size.height)),
    `${shape}|${size.width}x${size.height}`,
    size.width > 0,
  );
  const classes = `w-fit-text${className ? ` ${className}` : ''}`;
  return timer ? (
    <span
      ref={ref}
      className={classes}
      style={{ fontSize }}
      data-testid={testId}
      role="timer"
      aria-live="off"
      aria-label={label}
    >
      {text}
    </span>
  ) : (
    <span ref={ref} className={classes} style={{ fontSize }} data-testid={testId}>
      {text}
    </span>
  );
}
