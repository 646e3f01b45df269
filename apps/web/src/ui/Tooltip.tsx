/**
 * A visual tooltip for icon buttons and links: shown on hover and on keyboard focus of its parent
 * (the parent needs the class `has-tooltip`). The parent carries the same text as its accessible name,
 * so the tooltip itself is hidden from assistive technology.
 */
export function Tooltip({ text, placement = 'bottom' }: { text: string; placement?: 'bottom' | 'top' }) {
  return (
    <span className={`tooltip tooltip--${placement}`} aria-hidden="true">
      {text}
    </span>
  );
}
