/**
 * Modal dialog on the native <dialog> element (focus trap, Esc and top layer from the browser).
 *
 *   <Dialog open={open} onClose={...} title="..." description?="..." width?="85vw">...</Dialog>
 *
 * Esc, the close button and a press on the backdrop call `onClose`; focus returns to where it was.
 * The body is mounted only while open; mark the element to focus first with `data-autofocus`.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { CloseIcon } from './icons.tsx';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  width?: string;
  className?: string;
  /** 'panel' slides in from the right edge (settings panels). */
  variant?: 'modal' | 'panel';
}

export function Dialog({ open, onClose, title, children, width, className, variant = 'modal' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement;
      dialog.showModal();
      // Focus the field marked data-autofocus instead of the first button (the close button).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && returnFocus.current instanceof HTMLElement) {
      returnFocus.current.focus();
      returnFocus.current = null;
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc is handled natively by <dialog> (cancel event)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
      style={width ? { width } : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="dialog__body">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button
              type="button"
              className="icon-button"
              aria-label={t('common.actions.close')}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
