import { useTranslation } from '../../i18n/index.ts';

/** A quiet full-area loading state (the progress bar shows the activity). */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden-focusable page-loading__label">{label ?? t('common.loading')}</span>
    </div>
  );
}
