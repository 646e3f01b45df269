import type { ReactNode } from 'react';

/** A widget's action button ('Start', 'Pause', 'Zurücksetzen' ...): main or secondary style. */
export function WidgetButton({
  onClick,
  children,
  secondary = false,
  disabled,
}: {
  onClick: () => void;
  children: ReactNode;
  secondary?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={secondary ? 'w-btn w-btn--secondary' : 'w-btn'}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
