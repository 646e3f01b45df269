import { useTranslation } from '../../../i18n/index.ts';
import { dismissUndo } from '../store/board-actions.ts';
import { useBoardStore } from '../store/board-store.ts';

/** '„Timer“ entfernt – Rückgängig' for 10 s. */
export function UndoToast() {
  const { t } = useTranslation();
  const offer = useBoardStore((s) => s.undo);
  return (
    <div className="undo-toast-region" role="status" aria-live="polite">
      {offer && (
        <div className="undo-toast">
          <span>{offer.text}</span>
          <button type="button" className="undo-toast__button" onClick={offer.undo}>
            {t('board.toast.undo')}
          </button>
          <button
            type="button"
            className="undo-toast__close"
            aria-label={t('board.toast.close')}
            onClick={dismissUndo}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
