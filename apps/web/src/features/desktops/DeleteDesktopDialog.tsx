import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';

/** Asks before a desktop is deleted. */
export function DeleteDesktopDialog({
  open,
  name,
  onConfirm,
  onClose,
}: {
  open: boolean;
  name: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const handleConfirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('errors.generic.description'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('shell.desktops.delete.title')}>
      <p>{t('shell.desktops.delete.text', { name })}</p>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onClose}>
          {t('common.actions.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => void handleConfirm()}
        >
          {t('shell.desktops.delete.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
