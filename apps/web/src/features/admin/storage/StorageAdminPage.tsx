import type { ContainerDto } from '@tafino/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../../ui/Dialog.tsx';
import { PlusIcon, TrashIcon } from '../../../ui/icons.tsx';
import { formatBytes } from '../../my-files/files.ts';
import { notify } from '../../notifications/store.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { AdminOnly } from '../files/FilesAdminPage.tsx';
import { FileBrowser, LoadFailed, NameForm, PAGE_SIZE, Pager, RemoveConfirm } from './FileBrowser.tsx';
import { createContainer, deleteContainer, listContainers } from './storage-api.ts';
import './file-browser.css';
import { useTranslation } from '../../../i18n/index.ts';

/**
 * "Speicher" (admin area): containers and objects on the storage driver (spec section 7, storage
 * management). The host admin sees the whole store, a school's admin the school's files. Search
 * and paging on the server; containers the application manages cannot be deleted.
 */
export function StorageAdminPage() {
  return (
    <AdminOnly titleKey="storage.containers.title">
      <StorageAdmin />
    </AdminOnly>
  );
}

function StorageAdmin() {
  const { t } = useTranslation();
  useDocumentTitle(t('storage.containers.title'));
  const client = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const [prefixText, setPrefixText] = useState('');
  const [prefix, setPrefix] = useState('');
  const [skip, setSkip] = useState(0);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<ContainerDto | null>(null);
  const searchId = useId();
  useEffect(() => {
    const timer = setTimeout(() => {
      setPrefix(prefixText.trim());
      setSkip(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [prefixText]);
  const page = useQuery({
    queryKey: ['storage-containers', prefix, skip],
    queryFn: () => listContainers({ prefix, skip, take: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: open === null,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['storage-containers'] });
  const items = page.data?.items ?? [];
  const total = page.data?.totalCount ?? 0;

  return (
    <section className="storage-admin" aria-labelledby="storage-admin-title" data-testid="storage-admin">
      <div className="storage-admin__inner">
        <header className="storage-admin__header">
          <div>
            <h1 id="storage-admin-title">
              {open ? `${t('storage.containers.title')}: ${open}` : t('storage.containers.title')}
            </h1>
            <p className="storage-admin__intro">{t('storage.containers.intro')}</p>
          </div>
          {open ? (
            <button type="button" className="button" onClick={() => setOpen(null)}>
              {t('storage.containers.back')}
            </button>
          ) : null}
        </header>

        {open ? (
          <FileBrowser target={{ kind: 'container', name: open }} canCreateFolders />
        ) : (
          <>
            <div className="file-browser__toolbar">
              <label className="file-browser__search" htmlFor={searchId}>
                <span>{t('storage.containers.search')}</span>
                <input
                  id={searchId}
                  type="search"
                  value={prefixText}
                  placeholder={t('storage.containers.searchPlaceholder')}
                  onChange={(e) => setPrefixText(e.target.value)}
                />
              </label>
              <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
                <PlusIcon />
                {t('storage.containers.create')}
              </button>
            </div>
            {page.isError ? (
              <LoadFailed error={page.error} onRetry={() => void page.refetch()} />
            ) : page.isPending ? null : items.length === 0 ? (
              <p className="file-browser__message">{t('storage.containers.empty')}</p>
            ) : (
              <ul className="storage-admin__containers">
                {items.map((c) => (
                  <li key={c.name} className="storage-admin__container" data-testid="storage-container">
                    <div>
                      <button
                        type="button"
                        className="link-button storage-admin__container-name"
                        onClick={() => setOpen(c.name)}
                        aria-label={t('storage.containers.open', { name: c.name })}
                      >
                        {c.name}
                      </button>
                      {c.protected ? (
                        <span className="storage-admin__badge">{t('storage.containers.protected')}</span>
                      ) : null}
                      <p className="storage-admin__meta">
                        {t('storage.containers.objects', { count: c.objectCount })} · {formatBytes(c.size)}
                      </p>
                    </div>
                    {c.protected ? null : (
                      <button
                        type="button"
                        className="button button--danger"
                        onClick={() => setRemoving(c)}
                        aria-label={t('storage.containers.deleteLabel', { name: c.name })}
                      >
                        <TrashIcon />
                        {t('storage.containers.delete')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Pager skip={skip} total={total} onSkip={setSkip} />
          </>
        )}
      </div>

      <Dialog open={creating} onClose={() => setCreating(false)} title={t('storage.containers.create')}>
        {creating ? (
          <NameForm
            label={t('storage.containers.name')}
            submit={t('storage.containers.createConfirm')}
            onCancel={() => setCreating(false)}
            onSubmit={async (name) => {
              await createContainer(name);
              notify({ type: 'success', text: t('storage.containers.created', { name }) });
              setCreating(false);
              await refresh();
            }}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('storage.containers.deleteDialog.title')}
      >
        {removing ? (
          <RemoveConfirm
            text={t('storage.containers.deleteDialog.text', {
              name: removing.name,
              count: removing.objectCount,
            })}
            confirmLabel={t('storage.containers.deleteDialog.confirm')}
            onCancel={() => setRemoving(null)}
            onConfirm={async () => {
              await deleteContainer(removing.name);
              notify({
                type: 'success',
                text: t('storage.containers.deleteDialog.done', { name: removing.name }),
              });
              setRemoving(null);
              await refresh();
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
