import { useTranslation } from '../i18n/index.ts';

/** Shown when the application configuration cannot be loaded at boot. */
export function BootError() {
  const { t } = useTranslation();
  return (
    <main className="center-page">
      <div className="center-card" role="alert">
        <h1>{t('errors.boot.title')}</h1>
        <p>{t('errors.boot.text')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('errors.boot.retry')}
        </button>
      </div>
    </main>
  );
}
