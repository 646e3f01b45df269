import { checkStorageName } from '@tafino/shared';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { useAreas } from '../../../i18n/use-areas.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { isAdmin } from '../../symbol-packs/is-admin.ts';
import { FileBrowser } from '../storage/FileBrowser.tsx';
import type { Space } from '../storage/storage-api.ts';
import '../storage/file-browser.css';
import { useTranslation } from '../../../i18n/index.ts';
import { useAuth } from '../../auth/use-auth.ts';

const SPACES: readonly Space[] = ['public', 'static', 'private'];

/** Loads the page's catalogue and lets only admins in (others see the refusal, and no request is made). */
export function AdminOnly({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const ready = useAreas(['storage', 'files']);
  const auth = useAuth();
  if (!ready) return <PageLoading />;
  if (!isAdmin(auth.user?.profile)) return <NotAllowed titleKey={titleKey} />;
  return <>{children}</>;
}

function NotAllowed({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <section className="storage-admin">
      <div className="storage-admin__inner">
        <h1>{t(titleKey)}</h1>
        <p role="alert">{t('storage.notAllowed')}</p>
        <Link className="button" to="/">
          {t('storage.backToBoard')}
        </Link>
      </div>
    </section>
  );
}

/**
 * "Dateien" (admin area): the tenant's file spaces (spec section 7): public files (read by every
 * teacher), static buckets of the site's content (read without sign-in) and the admin's own
 * private files; browse folders, search and page on the server, upload with progress, delete
 * after a confirmation.
 */
export function FilesAdminPage() {
  return (
    <AdminOnly titleKey="storage.files.title">
      <FilesAdmin />
    </AdminOnly>
  );
}

function FilesAdmin() {
  const { t } = useTranslation();
  useDocumentTitle(t('storage.files.title'));
  const [space, setSpace] = useState<Space>('public');
  const [bucketText, setBucketText] = useState('website');
  const bucketId = useId();
  const bucketCheck = checkStorageName(bucketText.trim());
  const bucket = bucketCheck.ok ? bucketCheck.value : undefined;

  return (
    <section className="storage-admin" aria-labelledby="files-admin-title" data-testid="files-admin">
      <div className="storage-admin__inner">
        <header className="storage-admin__header">
          <div>
            <h1 id="files-admin-title">{t('storage.files.title')}</h1>
            <p className="storage-admin__intro">{t('storage.files.intro')}</p>
          </div>
        </header>
        <div className="storage-admin__spaces">
          <fieldset className="storage-admin__tabs">
            <legend className="visually-hidden">{t('storage.files.spaces')}</legend>
            {SPACES.map((s) => (
              <button
                key={s}
                type="button"
                className="button"
                aria-pressed={space === s}
                onClick={() => setSpace(s)}
              >
                {t(`storage.files.space.${s}`)}
              </button>
            ))}
          </fieldset>
          {space === 'static' ? (
            <div className="storage-admin__field">
              <label htmlFor={bucketId}>{t('storage.files.bucket')}</label>
              <input
                id={bucketId}
                value={bucketText}
                onChange={(e) => setBucketText(e.target.value)}
                aria-invalid={bucketCheck.ok ? undefined : true}
                aria-describedby={`${bucketId}-hint`}
              />
              <p
                id={`${bucketId}-hint`}
                className="storage-admin__hint"
                role={bucketCheck.ok ? undefined : 'alert'}
              >
                {bucketCheck.ok ? t('storage.files.bucketHint') : bucketCheck.message}
              </p>
            </div>
          ) : null}
        </div>
        {space !== 'static' || bucket ? (
          <FileBrowser target={{ kind: 'space', space, ...(space === 'static' ? { bucket } : {}) }} />
        ) : null}
      </div>
    </section>
  );
}
