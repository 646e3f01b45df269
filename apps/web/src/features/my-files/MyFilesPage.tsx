import type { AssetDto, AssetUsageDto } from '@tafino/shared';
import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useApplication } from '../../app/stores/application.ts';
import { loadAreas, useTranslation } from '../../i18n/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { ImageIcon, PencilIcon, PlusIcon, TrashIcon } from '../../ui/icons.tsx';
import { UploadProgress } from '../assets/UploadProgress.tsx';
import { MEDIA_ACCEPT } from '../assets/upload.ts';
import { useUpload } from '../assets/use-upload.ts';
import { ClassListDialog } from '../class-list/ClassListDialog.tsx';
import { useDesktops } from '../desktops/queries.ts';
import { notify, notifyError } from '../notifications/store.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import {
  type ClassListRef,
  classListOf,
  FILE_SORTS,
  type FileRow,
  type FileSort,
  formatBytes,
  parseTags,
  searchFiles,
  sortFiles,
  splitName,
} from './files.ts';
import {
  useDeleteFile,
  useFileUsage,
  useMyFiles,
  usePatchFile,
  useRefreshMyFiles,
  useReplaceFile,
} from './queries.ts';
import './my-files.css';

/** Share of the limit from which the bar warns. */
const NEAR_LIMIT = 0.9;

/**
 * `/meine-dateien` (account menu "Meine Dateien"): the teacher's uploads and class lists with
 * preview, name, size, type, tags and where each is used; rename, retag, replace, delete; the
 * used share of the upload limit; search and sort.
 */
export function MyFilesPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadAreas(['files', 'board']).then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  if (!ready) return <PageLoading />;
  return <MyFiles />;
}

type Action =
  | { kind: 'rename' | 'tags' | 'delete'; row: FileRow }
  | { kind: 'classList'; classList: ClassListRef }
  | null;

function MyFiles() {
  const { t } = useTranslation();
  useDocumentTitle(t('files.title'));
  const files = useMyFiles();
  const usage = useFileUsage();
  const desktops = useDesktops();
  const refresh = useRefreshMyFiles();
  const upload = useUpload();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<FileSort>('newest');
  const [action, setAction] = useState<Action>(null);
  const searchId = useId();
  const sortId = useId();

  const typeLabel = (row: FileRow) =>
    row.classList ? t('files.types.classList') : t(`files.types.${row.asset.assetType}`);

  const rows = useMemo(() => {
    const classCodes = (desktops.data ?? []).map((d) => d.classCode ?? '').filter(Boolean);
    const byAsset = new Map((usage.data?.items ?? []).map((item) => [item.assetId, item]));
    return (files.data ?? []).map((asset): FileRow => {
      const used = byAsset.get(asset.id);
      return {
        asset,
        classList: classListOf(asset, classCodes),
        desktopNames: [...new Set((used?.widgets ?? []).map((w) => w.desktopName))],
        widgetCount: used?.widgets.length ?? 0,
        colleagues: [...new Set(used?.colleagues ?? [])],
      };
    });
  }, [files.data, usage.data, desktops.data]);
  const shown = useMemo(
    () => sortFiles(searchFiles(rows, query, typeLabel), sort, typeLabel),
    [rows, query, sort, t],
  );

  const onUpload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const asset = await upload.upload(file);
    if (!asset) return;
    await refresh();
    notify({ type: 'success', text: t('files.upload.done', { name: asset.fileName }) });
  };

  if (files.isPending) return <PageLoading />;

  return (
    <section className="my-files" aria-labelledby="my-files-title">
      <div className="my-files__inner">
        <header className="my-files__header">
          <div>
            <h1 id="my-files-title">{t('files.title')}</h1>
            <p className="my-files__intro">{t('files.intro')}</p>
          </div>
          <Link className="button" to="/">
            {t('files.backToBoard')}
          </Link>
        </header>

        <QuotaBar usage={usage.data} />

        <div className="my-files__toolbar">
          <label className="button button--primary my-files__upload">
            <PlusIcon />
            {t('files.upload.button')}
            <input
              type="file"
              accept={MEDIA_ACCEPT}
              className="visually-hidden"
              onChange={onUpload}
              disabled={upload.progress !== null}
              data-testid="my-files-upload"
            />
          </label>
          <div className="field my-files__search">
            <label htmlFor={searchId}>{t('files.search.label')}</label>
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder={t('files.search.placeholder')}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div className="field my-files__sort">
            <label htmlFor={sortId}>{t('files.sort.label')}</label>
            <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as FileSort)}>
              {FILE_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`files.sort.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {upload.progress !== null ? (
          <UploadProgress value={upload.progress} label={t('files.upload.uploading')} />
        ) : null}

        {files.isError ? (
          <div className="my-files__message" role="alert">
            <p>{t('files.loadError')}</p>
            <button type="button" className="button" onClick={() => void files.refetch()}>
              {t('files.retry')}
            </button>
          </div>
        ) : rows.length === 0 ? (
          <p className="my-files__message">{t('files.empty')}</p>
        ) : (
          <>
            <p className="my-files__count" aria-live="polite">
              {query.trim() && shown.length === 0
                ? t('files.noMatch', { query: query.trim() })
                : t('files.count', { count: shown.length })}
            </p>
            <ul className="my-files__list">
              {shown.map((row) => (
                <FileItem
                  key={row.asset.id}
                  row={row}
                  typeLabel={typeLabel(row)}
                  onAction={(kind) =>
                    kind === 'classList' && row.classList
                      ? setAction({ kind, classList: row.classList })
                      : kind !== 'classList'
                        ? setAction({ kind, row })
                        : undefined
                  }
                />
              ))}
            </ul>
          </>
        )}
      </div>

      <RenameDialog action={action?.kind === 'rename' ? action.row : null} onClose={() => setAction(null)} />
      <TagsDialog action={action?.kind === 'tags' ? action.row : null} onClose={() => setAction(null)} />
      <DeleteDialog action={action?.kind === 'delete' ? action.row : null} onClose={() => setAction(null)} />
      {action?.kind === 'classList' ? (
        <ClassListDialog
          open
          edition={action.classList.edition}
          classCode={action.classList.classCode}
          onClose={() => {
            setAction(null);
            void refresh();
          }}
        />
      ) : null}
    </section>
  );
}

function QuotaBar({ usage }: { usage: AssetUsageDto | undefined }) {
  const { t } = useTranslation();
  const fallbackMb = useApplication((s) => s.runtimeConfig?.uploadLimitMb);
  const limit = usage?.limitBytes ?? (fallbackMb ?? 0) * 1_000_000;
  const used = usage?.usedBytes ?? 0;
  const share = limit > 0 ? Math.min(1, used / limit) : 0;
  // One decimal below 10 %, so a small upload moves the figure too.
  const percent = share < 0.1 ? Math.round(share * 1000) / 10 : Math.round(share * 100);
  const near = share >= NEAR_LIMIT;
  const text = t('files.quota.text', {
    used: formatBytes(used),
    limit: formatBytes(limit),
    percent: used > 0 && percent === 0 ? '< 0,1' : percent.toLocaleString('de-DE'),
  });
  return (
    <div className={`my-files__quota${near ? ' my-files__quota--near' : ''}`}>
      <div className="my-files__quota-head">
        <span className="my-files__quota-label">{t('files.quota.label')}</span>
        <span data-testid="quota-text">{usage ? text : ''}</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be styled alike in every browser */}
      <div
        className="my-files__quota-track"
        role="meter"
        aria-label={t('files.quota.label')}
        aria-busy={usage ? undefined : true}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={usage ? used : undefined}
        aria-valuetext={usage ? text : undefined}
        data-testid="quota-bar"
      >
        <div className="my-files__quota-fill" style={{ width: `${share * 100}%` }} />
      </div>
      {near ? <p className="my-files__quota-warning">{t('files.quota.nearLimit')}</p> : null}
    </div>
  );
}

function listOf(names: readonly string[]): string {
  return new Intl.ListFormat('de-DE', { type: 'conjunction' }).format(names.map((n) => `„${n}“`));
}

function UsageText({ row }: { row: FileRow }) {
  const { t } = useTranslation();
  const lines: string[] = [];
  if (row.classList) lines.push(t('files.usage.classList', { classCode: row.classList.classCode }));
  if (row.widgetCount > 0) {
    lines.push(t('files.usage.widgets', { count: row.widgetCount, desktops: listOf(row.desktopNames) }));
  }
  if (row.colleagues.length > 0)
    lines.push(t('files.usage.colleagues', { names: row.colleagues.join(', ') }));
  if (lines.length === 0) lines.push(t('files.usage.none'));
  return (
    <ul className="my-files__usage" data-testid="file-usage">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Preview({ asset, classList }: { asset: AssetDto; classList: ClassListRef | null }) {
  const { t } = useTranslation();
  if (asset.previewUrl) {
    return <img className="my-files__preview" src={asset.previewUrl} alt="" loading="lazy" />;
  }
  if (asset.assetType === 'Audio') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a teacher's own sound file has no captions
      <audio className="my-files__preview my-files__preview--audio" src={asset.url} controls preload="none" />
    );
  }
  return (
    <span className="my-files__preview my-files__preview--icon" aria-hidden="true">
      {classList ? 'Aa' : asset.assetType === 'Video' ? '▶' : <ImageIcon />}
      <span className="visually-hidden">{t(`files.types.${classList ? 'classList' : asset.assetType}`)}</span>
    </span>
  );
}

function FileItem({
  row,
  typeLabel,
  onAction,
}: {
  row: FileRow;
  typeLabel: string;
  onAction: (kind: 'rename' | 'tags' | 'delete' | 'classList') => void;
}) {
  const { t } = useTranslation();
  const { asset, classList } = row;
  const replace = useReplaceFile();
  const input = useRef<HTMLInputElement>(null);
  const name = classList ? t('files.classListOf', { classCode: classList.classCode }) : asset.fileName;
  const accept =
    asset.assetType === 'Image' ? 'image/*' : asset.assetType === 'Audio' ? 'audio/*' : 'video/*';

  const onReplace = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const kind = asset.assetType.toLowerCase();
    if (!file.type.startsWith(`${kind}/`)) {
      notify({ type: 'error', text: t('files.replace.wrongType', { type: typeLabel }) });
      return;
    }
    // The teacher's chosen name stays; only the extension follows the new file.
    const fileName = `${splitName(asset.fileName).base}${splitName(file.name).extension}`;
    replace.mutate(
      { id: asset.id, file, fileName },
      {
        onSuccess: () => notify({ type: 'success', text: t('files.replace.done', { name: asset.fileName }) }),
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <li className="my-files__item" data-testid="my-file" data-asset-id={asset.id}>
      <Preview asset={asset} classList={classList} />
      <div className="my-files__facts">
        <h2 className="my-files__name">{name}</h2>
        <p className="my-files__meta">
          <span>{typeLabel}</span>
          <span>{formatBytes(asset.fileSize)}</span>
          {classList ? <span>{asset.fileName}</span> : null}
        </p>
        {classList ? null : (
          <p className="my-files__tags">
            {asset.tags.length > 0 ? (
              asset.tags.map((tag) => (
                <span key={tag} className="my-files__tag">
                  {tag}
                </span>
              ))
            ) : (
              <span className="my-files__no-tags">{t('files.noTags')}</span>
            )}
          </p>
        )}
        <UsageText row={row} />
      </div>
      <div className="my-files__actions">
        {classList ? (
          <button
            type="button"
            className="button"
            onClick={() => onAction('classList')}
            aria-label={t('files.actions.editClassList', { classCode: classList.classCode })}
          >
            <PencilIcon />
            {t('files.actions.edit')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button"
              onClick={() => onAction('rename')}
              aria-label={t('files.actions.renameFile', { name })}
            >
              <PencilIcon />
              {t('files.actions.rename')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => onAction('tags')}
              aria-label={t('files.actions.tagsFile', { name })}
            >
              {t('files.actions.tags')}
            </button>
            <button
              type="button"
              className="button"
              disabled={replace.isPending}
              onClick={() => input.current?.click()}
              aria-label={t('files.actions.replaceFile', { name })}
            >
              {t('files.actions.replace')}
            </button>
            <input ref={input} type="file" accept={accept} hidden onChange={onReplace} />
          </>
        )}
        <button
          type="button"
          className="button button--danger-outline"
          onClick={() => onAction('delete')}
          aria-label={t('files.actions.deleteFile', { name })}
        >
          <TrashIcon />
          {t('files.actions.delete')}
        </button>
      </div>
    </li>
  );
}

function RenameDialog({ action, onClose }: { action: FileRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={action !== null} onClose={onClose} title={t('files.rename.title')}>
      {action ? <RenameForm row={action} onDone={onClose} /> : null}
    </Dialog>
  );
}

function RenameForm({ row, onDone }: { row: FileRow; onDone: () => void }) {
  const { t } = useTranslation();
  const { base, extension } = splitName(row.asset.fileName);
  return (
    <PatchFileForm
      initial={base}
      label={t('files.rename.label')}
      hint={t('files.rename.hint', { extension: extension || '–' })}
      maxLength={200}
      toPatch={(value) => {
        const trimmed = value.trim();
        if (!trimmed) return { error: t('files.rename.empty') };
        return { fileName: `${trimmed}${extension}`, tags: row.asset.tags };
      }}
      doneText={(asset) => t('files.rename.done', { name: asset.fileName })}
      row={row}
      onDone={onDone}
    />
  );
}

function TagsDialog({ action, onClose }: { action: FileRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={action !== null} onClose={onClose} title={t('files.tags.title')}>
      {action ? <TagsForm row={action} onDone={onClose} /> : null}
    </Dialog>
  );
}

function TagsForm({ row, onDone }: { row: FileRow; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <PatchFileForm
      initial={row.asset.tags.join(', ')}
      label={t('files.tags.label')}
      hint={t('files.tags.hint')}
      toPatch={(value) => ({ tags: parseTags(value) })}
      doneText={() => t('files.tags.done')}
      row={row}
      onDone={onDone}
    />
  );
}

/** One text field that changes a file (its name or its tags), with a hint and the server's error. */
function PatchFileForm({
  row,
  initial,
  label,
  hint,
  maxLength,
  toPatch,
  doneText,
  onDone,
}: {
  row: FileRow;
  initial: string;
  label: string;
  hint: string;
  maxLength?: number;
  /** The change to send, or the German message why the value cannot be sent. */
  toPatch: (value: string) => { fileName?: string; tags: string[] } | { error: string };
  doneText: (asset: AssetDto) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const patch = usePatchFile();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = toPatch(value);
    if ('error' in change) {
      setError(change.error);
      return;
    }
    patch.mutate(
      { id: row.asset.id, ...change },
      {
        onSuccess: (asset) => {
          notify({ type: 'success', text: doneText(asset) });
          onDone();
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          data-autofocus
          value={value}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onDone}>
          {t('common.actions.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={patch.isPending}>
          {t('common.actions.save')}
        </button>
      </div>
    </form>
  );
}

function DeleteDialog({ action, onClose }: { action: FileRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={action !== null} onClose={onClose} title={t('files.delete.title')}>
      {action ? <DeleteConfirm row={action} onDone={onClose} /> : null}
    </Dialog>
  );
}

function DeleteConfirm({ row, onDone }: { row: FileRow; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteFile();
  const name = row.classList
    ? t('files.classListOf', { classCode: row.classList.classCode })
    : row.asset.fileName;
  const consequences: string[] = [];
  if (row.classList) consequences.push(t('files.delete.classList', { classCode: row.classList.classCode }));
  if (row.widgetCount > 0) {
    consequences.push(
      t('files.delete.widgets', { count: row.widgetCount, desktops: listOf(row.desktopNames) }),
    );
  } else if (!row.classList) {
    consequences.push(t('files.delete.unused'));
  }
  if (row.colleagues.length > 0)
    consequences.push(t('files.delete.colleagues', { names: row.colleagues.join(', ') }));
  const confirm = () =>
    remove.mutate(row.asset.id, {
      onSuccess: () => {
        notify({ type: 'success', text: t('files.delete.done', { name }) });
        onDone();
      },
      onError: (error) => notifyError(error),
    });
  return (
    <div className="my-files__confirm">
      <p>{t('files.delete.text', { name, size: formatBytes(row.asset.fileSize) })}</p>
      <ul data-testid="delete-consequences">
        {consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onDone} data-autofocus>
          {t('common.actions.cancel')}
        </button>
        <button type="button" className="button button--danger" disabled={remove.isPending} onClick={confirm}>
          <TrashIcon />
          {t('files.delete.confirm')}
        </button>
      </div>
    </div>
  );
}
