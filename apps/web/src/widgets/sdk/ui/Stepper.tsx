import type { ReactNode } from 'react';
import './widget-ui.css';

/**
 * '−' value '+': two big round touch buttons (at least 44 px on the board, growing with the widget)
 * around whatever shows the value (digits, a chip row).
 */
export function Stepper({
  decreaseLabel,
  increaseLabel,
  onDecrease,
  onIncrease,
  disabled = false,
  children,
  className,
}: {
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Hides both buttons (a running timer, the read-only embed): only the value stays. */
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`w-stepper${className ? ` ${className}` : ''}`}>
      {!disabled && (
        <button type="button" className="w-step" aria-label={decreaseLabel} onClick={onDecrease}>
          −
        </button>
      )}
      {children}
      {!disabled && (
        <button type="button" className="w-step" aria-label={increaseLabel} onClick={onIncrease}>
          +
        </button>
      )}
    </div>
  );
}
