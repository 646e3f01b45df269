import { VIDEO_CONSENT_DIALOG_WIDTH } from '@tafino/shared';
import { useTranslation } from '../../i18n/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useVideoConsent } from './store.ts';

/** 'YouTube Datenschutz': Einwilligen only while not consented, Widerrufen only while consented. */
export function VideoConsentDialog() {
  const { t } = useTranslation();
  const { consented, dialogOpen, setConsent, closeDialog } = useVideoConsent();
  return (
    <Dialog
      open={dialogOpen}
      onClose={closeDialog}
      title={t('shell.videoConsent.title')}
      width={`min(${VIDEO_CONSENT_DIALOG_WIDTH}, 60rem)`}
    >
      <p>{t('shell.videoConsent.text')}</p>
      <p className="muted">
        {consented ? t('shell.videoConsent.statusGiven') : t('shell.videoConsent.statusNotGiven')}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={consented}
          onClick={() => setConsent(true)}
        >
          {t('shell.videoConsent.accept')}
        </button>
        <button type="button" className="button" disabled={!consented} onClick={() => setConsent(false)}>
          {t('shell.videoConsent.revoke')}
        </button>
      </div>
    </Dialog>
  );
}
