import { useId } from 'react';
import './widget-ui.css';

/**
 * A question inside the widget's frame (it covers only the widget): the safe choice has the focus,
 * Escape cancels; `danger` paints the confirming button red.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
}: {
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
}) {
  const textId = useId();
  return (
    <div className="w-confirm-backdrop">
      <div
        className="w-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-label={title}
        aria-describedby={text ? textId : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
      >
        <p className="w-confirm__title">{title}</p>
        {text && <p id={textId}>{text}</p>}
        <div className="w-actions">
          <button
            type="button"
            className="w-btn w-btn--secondary"
            // biome-ignore lint/a11y/noAutofocus: the safe choice gets focus in a confirmation.
            autoFocus
            onClick={onCancel}
          >
            {cancelLabel}
          </button>
          <button type="button" className={danger ? 'w-btn w-btn--danger' : 'w-btn'} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
