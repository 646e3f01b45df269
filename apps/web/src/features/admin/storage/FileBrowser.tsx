import type { FileDto, ShareDto } from '@tafino/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Icon, PlusIcon, TrashIcon } from '../../../ui/icons.tsx';
import { UploadProgress } from '../../assets/UploadProgress.tsx';
import { formatBytes } from '../../my-files/files.ts';
import { notify, notifyError } from '../../notifications/store.ts';
import {
  createFolder,
  downloadFile,
  listTarget,
  removeFromTarget,
  shareFile,
  type Target,
  uploadInChunks,
} from './storage-api.ts';
import './file-browser.css';
import { useTranslation } from '../../../i18n/index.ts';

export const PAGE_SIZE = 20;

const FolderIcon = () => (
  <Icon size={20}>
    <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" />
  </Icon>
);
const FileIcon = () => (
  <Icon size={20}>
    <path d="M6 3h8l4 4v14H6z" />
    <path d="M14 3v4h4" />
  </Icon>
);

const targetKey = (target: Target) =>
  target.kind === 'space' ? `space:${target.space}:${target.bucket ?? ''}` : `container:${target.name}`;

/** DIN 5008 date and time: TT.MM.JJJJ HH:MM. */
const dateTimeOf = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('de-DE', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '–';

/** The filter as typed, settled for 300 ms (searching happens on the server). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Browses one file space or container: folder path as breadcrumbs, search and paging on the
 * server, upload in chunks with progress, download, and delete after a confirmation. With
 * `canCreateFolders` (containers) a folder can be created.
 */
export function FileBrowser({
  target,
  canCreateFolders = false,
}: {
  target: Target;
  canCreateFolders?: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [path, setPath] = useState<string[]>([]);
  const [filterText, setFilterText] = useState('');
  const filter = useSettled(filterText.trim());
  const [skip, setSkip] = useState(0);
  const [uploading, setUploading] = useState<{ name: string; value: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<FileDto | null>(null);
  const [folderOpen, setFolderOpen] = useState(false);
  const [shared, setShared] = useState<ShareDto | null>(null);
  const canShare = target.kind === 'space' && target.space === 'private';
  const controller = useRef<AbortController | null>(null);
  const searchId = useId();
  const key = targetKey(target);
  useEffect(() => () => controller.current?.abort(), []);
  // Another space, bucket or container starts at its top.
  useEffect(() => {
    setPath([]);
    setSkip(0);
    setFilterText('');
  }, [key]);
  useEffect(() => setSkip(0), [filter]);

  const pathText = path.join('/');
  const queryKey = ['storage-browser', key, pathText, filter, skip] as const;
  const page = useQuery({
    queryKey,
    queryFn: () => listTarget(target, { path: pathText, filter, skip, take: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['storage-browser', key] });

  const go = (segments: string[]) => {
    setPath(segments);
    setSkip(0);
    setFilterText('');
  };

  const onUpload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    setUploading({ name: file.name, value: 0 });
    const current = new AbortController();
    controller.current = current;
    try {
      const stored = await uploadInChunks(target, file, {
        path: pathText,
        signal: current.signal,
        onProgress: (value) => setUploading({ name: file.name, value }),
      });
      notify({ type: 'success', text: t('storage.browser.uploaded', { name: stored.name }) });
    } catch (failure) {
      if (current.signal.aborted) return;
      const api = failure instanceof ApiError ? failure : undefined;
      const details = (api?.body?.error.validationErrors ?? []).map((v) => v.message);
      setUploadError([api?.body?.error.message ?? api?.message ?? String(failure), ...details].join(' '));
    } finally {
      if (controller.current === current) controller.current = null;
      setUploading(null);
      await refresh();
    }
  };

  const items = page.data?.items ?? [];
  const total = page.data?.totalCount ?? 0;

  return (
    <div className="file-browser" data-testid="file-browser">
      <nav className="file-browser__crumbs" aria-label={t('storage.browser.breadcrumb')}>
        <ol>
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => go([])}
              aria-current={path.length === 0 ? 'page' : undefined}
            >
              {t('storage.browser.root')}
            </button>
          </li>
          {path.map((segment, index) => (
            <li key={path.slice(0, index + 1).join('/')}>
              <button
                type="button"
                className="link-button"
                onClick={() => go(path.slice(0, index + 1))}
                aria-current={index === path.length - 1 ? 'page' : undefined}
              >
                {segment}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <div className="file-browser__toolbar">
        <label className="file-browser__search" htmlFor={searchId}>
          <span>{t('storage.browser.search')}</span>
          <input
            id={searchId}
            type="search"
            value={filterText}
            placeholder={t('storage.browser.searchPlaceholder')}
            onChange={(e) => setFilterText(e.target.value)}
            data-testid="file-browser-search"
          />
        </label>
        {canCreateFolders ? (
          <button type="button" className="button" onClick={() => setFolderOpen(true)}>
            <PlusIcon />
            {t('storage.browser.newFolder')}
          </button>
        ) : null}
        <label className="button button--primary file-browser__upload">
          <PlusIcon />
          {t('storage.browser.upload')}
          <input
            type="file"
            className="visually-hidden"
            onChange={onUpload}
            disabled={uploading !== null}
            data-testid="file-browser-upload"
          />
        </label>
      </div>

      {uploading ? (
        <UploadProgress
          value={uploading.value}
          label={t('storage.browser.uploading', { name: uploading.name })}
        />
      ) : null}
      {uploadError ? (
        <p className="file-browser__error" role="alert">
          <strong>{t('storage.browser.uploadFailed')}</strong> {uploadError}
        </p>
      ) : null}

      {page.isError ? (
        <LoadFailed error={page.error} onRetry={() => void page.refetch()} />
      ) : page.isPending ? null : items.length === 0 ? (
        <p className="file-browser__message">
          {filter ? t('storage.browser.noMatch', { filter }) : t('storage.browser.empty')}
        </p>
      ) : (
        <table className="file-browser__table">
          <thead>
            <tr>
              <th scope="col">{t('storage.browser.columns.name')}</th>
              <th scope="col" className="file-browser__num">
                {t('storage.browser.columns.size')}
              </th>
              <th scope="col">{t('storage.browser.columns.modified')}</th>
              <th scope="col" className="file-browser__actions-col">
                <span className="visually-hidden">{t('storage.browser.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <Row
                key={`${item.isFolder ? 'd' : 'f'}:${item.path}/${item.name}`}
                item={item}
                onOpen={() => go([...(item.path ? item.path.split('/') : []), item.name])}
                onRemove={() => setRemoving(item)}
                onShare={
                  canShare && !item.isFolder
                    ? () => void shareFile(item).then(setShared).catch(notifyError)
                    : undefined
                }
              />
            ))}
          </tbody>
        </table>
      )}

      <Pager skip={skip} total={total} onSkip={setSkip} />

      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('storage.browser.deleteDialog.title')}
      >
        {removing ? (
          <RemoveConfirm
            item={removing}
            onConfirm={async () => {
              await removeFromTarget(target, removing);
              notify({
                type: 'success',
                text: t('storage.browser.deleteDialog.done', { name: removing.name }),
              });
              setRemoving(null);
              await refresh();
            }}
            onCancel={() => setRemoving(null)}
          />
        ) : null}
      </Dialog>
      <Dialog open={shared !== null} onClose={() => setShared(null)} title={t('storage.browser.share.title')}>
        {shared ? <ShareLink share={shared} onDone={() => setShared(null)} /> : null}
      </Dialog>
      {target.kind === 'container' ? (
        <Dialog open={folderOpen} onClose={() => setFolderOpen(false)} title={t('storage.browser.newFolder')}>
          {folderOpen ? (
            <NameForm
              label={t('storage.browser.folderName')}
              submit={t('storage.browser.createFolder')}
              onCancel={() => setFolderOpen(false)}
              onSubmit={async (name) => {
                await createFolder(target.name, pathText, name);
                notify({ type: 'success', text: t('storage.browser.folderCreated', { name }) });
                setFolderOpen(false);
                await refresh();
              }}
            />
          ) : null}
        </Dialog>
      ) : null}
    </div>
  );
}

/** Previous and next page of a list paged on the server, shown when it has more than one page. */
export function Pager({
  skip,
  total,
  onSkip,
}: {
  skip: number;
  total: number;
  onSkip: (skip: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= PAGE_SIZE) return null;
  return (
    <nav className="file-browser__paging" aria-label={t('storage.browser.paging.label')}>
      <button
        type="button"
        className="button"
        disabled={skip === 0}
        onClick={() => onSkip(Math.max(0, skip - PAGE_SIZE))}
      >
        {t('storage.browser.paging.previous')}
      </button>
      <span aria-live="polite">
        {t('storage.browser.paging.range', {
          from: skip + 1,
          to: Math.min(total, skip + PAGE_SIZE),
          total,
        })}
      </span>
      <button
        type="button"
        className="button"
        disabled={skip + PAGE_SIZE >= total}
        onClick={() => onSkip(skip + PAGE_SIZE)}
      >
        {t('storage.browser.paging.next')}
      </button>
    </nav>
  );
}

/** A list that failed to load: the server's message (or a general one) and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="file-browser__message" role="alert">
      <p>{error instanceof ApiError ? error.message : t('storage.browser.loadError')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('storage.browser.retry')}
      </button>
    </div>
  );
}

function Row({
  item,
  onOpen,
  onRemove,
  onShare,
}: {
  item: FileDto;
  onOpen: () => void;
  onRemove: () => void;
  onShare?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <tr data-testid="file-browser-row">
      <td>
        {item.isFolder ? (
          <button
            type="button"
            className="link-button file-browser__folder"
            onClick={onOpen}
            aria-label={t('storage.browser.open', { name: item.name })}
          >
            <FolderIcon />
            {item.name}
          </button>
        ) : (
          <span className="file-browser__file">
            <FileIcon />
            {item.name}
          </span>
        )}
      </td>
      <td className="file-browser__num">
        {item.isFolder ? t('storage.browser.folder') : formatBytes(item.size)}
      </td>
      <td>{dateTimeOf(item.lastModificationTime)}</td>
      <td className="file-browser__row-actions">
        {item.url ? (
          <button
            type="button"
            className="button"
            onClick={() => void downloadFile(item.url!, item.name).catch(notifyError)}
            aria-label={t('storage.browser.downloadLabel', { name: item.name })}
          >
            {t('storage.browser.download')}
          </button>
        ) : null}
        {onShare ? (
          <button
            type="button"
            className="button"
            onClick={onShare}
            aria-label={t('storage.browser.share.label', { name: item.name })}
          >
            {t('storage.browser.share.button')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--danger"
          onClick={onRemove}
          aria-label={t('storage.browser.deleteLabel', { name: item.name })}
          data-testid="file-browser-delete"
        >
          <TrashIcon />
          {t('storage.browser.delete')}
        </button>
      </td>
    </tr>
  );
}

/** DIN 5008 date: TT.MM.JJJJ. */
const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** A new share's link to copy, with its end. */
function ShareLink({ share, onDone }: { share: ShareDto; onDone: () => void }) {
  const { t } = useTranslation();
  const link = new URL(share.url, window.location.origin).toString();
  const id = useId();
  return (
    <div className="file-browser__form">
      <label htmlFor={id}>
        {t('storage.browser.share.text', { name: share.name, date: dateOf(share.expirationTime) })}
      </label>
      <input
        id={id}
        value={link}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        data-testid="share-link"
      />
      <div className="button-row button-row--end">
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() =>
            void navigator.clipboard
              .writeText(link)
              .then(() => notify({ type: 'success', text: t('storage.browser.share.copied') }))
              .catch(notifyError)
          }
        >
          {t('storage.browser.share.copy')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('storage.browser.share.close')}
        </button>
      </div>
    </div>
  );
}

/** The confirmation of a deletion; the server's German message shows if it fails. */
export function RemoveConfirm({
  item,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  item?: FileDto;
  text?: string;
  confirmLabel?: string;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const message =
    text ??
    t(item?.isFolder ? 'storage.browser.deleteDialog.folder' : 'storage.browser.deleteDialog.file', {
      name: item?.name,
    });
  return (
    <div className="file-browser__confirm">
      <p>{message}</p>
      {error ? (
        <p role="alert" className="file-browser__error">
          {error}
        </p>
      ) : null}
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onCancel} data-autofocus>
          {t('storage.browser.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          data-testid="confirm-delete"
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await onConfirm();
            } catch (failure) {
              setError(failure instanceof Error ? failure.message : String(failure));
              setBusy(false);
            }
          }}
        >
          {confirmLabel ?? t('storage.browser.deleteDialog.confirm')}
        </button>
      </div>
    </div>
  );
}

/** A one-field form for a name (folder, container); the server's validation message shows under the field. */
export function NameForm({
  label,
  submit,
  onSubmit,
  onCancel,
}: {
  label: string;
  submit: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(name);
    } catch (failure) {
      const api = failure instanceof ApiError ? failure : undefined;
      const first = Object.values(api?.validationErrors ?? {})[0];
      setError(first ?? (failure instanceof Error ? failure.message : String(failure)));
      setBusy(false);
    }
  };
  return (
    <form className="file-browser__form" onSubmit={handleSubmit}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={120}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-autofocus
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="file-browser__error">
          {error}
        </p>
      ) : null}
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onCancel}>
          {t('storage.browser.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy || name.trim() === ''}>
          {submit}
        </button>
      </div>
    </form>
  );
}
