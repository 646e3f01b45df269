import {
  type CreateVersionInput,
  PLATFORM_TYPES,
  type PlatformType,
  type VersionDto,
  type VersionFileDto,
} from '@tafino/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useAreas } from '../../../i18n/use-areas.ts';
import { isApiError } from '../../../lib/api.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { getAccessToken } from '../../auth/user-manager.ts';
import { notify, notifyError } from '../../notifications/store.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { isAdmin } from '../../symbol-packs/is-admin.ts';
import { sha256Hex, uploadInChunks } from './chunked-upload.ts';
import {
  downloadUrl,
  PAGE_SIZE,
  useVersionChange,
  useVersionPage,
  type VersionChange,
  versionKeys,
  xhrTransport,
} from './queries.ts';
import './versions.css';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/index.ts';
import { useAuth } from '../../auth/use-auth.ts';

/**
 * "Versionen" (host admin): released versions with notes and files per platform (spec section 7).
 * Publishing a Web version sets the app's version and the teachers' 'Neuigkeiten' note. Files go up
 * in chunks with a progress bar and continue where the server stands after a broken connection.
 */
export function VersionsPage() {
  const ready = useAreas(['versions', 'admin']);
  const auth = useAuth();
  const { t } = useTranslation();
  if (!ready) return <PageLoading />;
  if (!isAdmin(auth.user?.profile)) {
    return (
      <section className="admin-page">
        <h1>{t('versions.title')}</h1>
        <p role="alert">{t('versions.notAllowed')}</p>
      </section>
    );
  }
  return <Versions />;
}

const mb = (bytes: number) => (bytes / 1_000_000).toLocaleString('de-DE', { maximumFractionDigits: 1 });
const day = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { dateStyle: 'medium' });

function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const members = error.body?.error.validationErrors?.map((v) => v.message) ?? [];
    return [error.message, ...members.filter((m) => m !== error.message)].join(' ');
  }
  return fallback;
}

type Confirm =
  | { kind: 'delete'; version: VersionDto }
  | { kind: 'removeFile'; version: VersionDto; file: VersionFileDto };

function Versions() {
  const { t } = useTranslation();
  useDocumentTitle(t('versions.title'));
  const [input, setInput] = useState('');
  const [filter, setFilter] = useState('');
  const [platform, setPlatform] = useState<PlatformType | ''>('');
  const [skip, setSkip] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const page = useVersionPage(filter, platform, skip);
  const change = useVersionChange();

  useEffect(() => {
    const id = setTimeout(() => {
      setFilter(input.trim());
      setSkip(0);
    }, 250);
    return () => clearTimeout(id);
  }, [input]);

  const total = page.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.floor(skip / PAGE_SIZE) + 1;

  const run = async (c: VersionChange, done: string) => {
    try {
      await change.mutateAsync(c);
      notify({ type: 'success', text: done });
    } catch (error) {
      notifyError(errorText(error, t('versions.failed')));
    }
  };

  return (
    <section className="admin-page versions-page" aria-labelledby="versions-title">
      <h1 id="versions-title">{t('versions.title')}</h1>
      <p className="admin-page__intro">{t('versions.intro')}</p>

      <CreateVersion />

      <h2 className="versions-page__heading">{t('versions.listTitle')}</h2>
      <div className="versions-page__toolbar">
        <label className="versions-field">
          <span>{t('versions.search')}</span>
          <input type="search" value={input} onChange={(e) => setInput(e.target.value)} />
        </label>
        <label className="versions-field">
          <span>{t('versions.platform')}</span>
          <select
            value={platform}
            onChange={(e) => {
              setPlatform(e.target.value as PlatformType | '');
              setSkip(0);
            }}
          >
            <option value="">{t('versions.allPlatforms')}</option>
            {PLATFORM_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`versions.platforms.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {page.isError ? (
        <p role="alert" className="form__error">
          {errorText(page.error, t('versions.loadFailed'))}
        </p>
      ) : page.isPending ? (
        <PageLoading />
      ) : page.data.items.length === 0 ? (
        <p className="admin-page__notice">
          {filter || platform ? t('versions.noMatch') : t('versions.empty')}
        </p>
      ) : (
        <ul className="versions-list" aria-busy={page.isFetching}>
          {page.data.items.map((v) => (
            <li key={v.id} className="versions-list__item" data-version={v.version}>
              <div className="versions-list__head">
                <div className="versions-list__name">
                  <strong>{v.version}</strong>
                  <span className="versions-badge">{t(`versions.platforms.${v.platformType}`)}</span>
                  <span>{v.title}</span>
                  <span className="versions-list__date">{day(v.creationTime)}</span>
                </div>
                <div className="versions-list__actions">
                  <button
                    type="button"
                    className="button"
                    aria-expanded={open === v.id}
                    onClick={() => setOpen(open === v.id ? null : v.id)}
                  >
                    {t('versions.files', { count: v.files.length })}
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() => setConfirm({ kind: 'delete', version: v })}
                  >
                    {t('versions.delete')}
                  </button>
                </div>
              </div>
              {open === v.id && (
                <VersionDetails
                  version={v}
                  onRemoveFile={(file) => setConfirm({ kind: 'removeFile', version: v, file })}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      <nav className="versions-pager" aria-label={t('versions.pages')}>
        <button
          type="button"
          className="button"
          disabled={skip === 0}
          onClick={() => setSkip(Math.max(0, skip - PAGE_SIZE))}
        >
          {t('versions.previous')}
        </button>
        <span>{t('versions.pageOf', { page: current, pages, total })}</span>
        <button
          type="button"
          className="button"
          disabled={skip + PAGE_SIZE >= total}
          onClick={() => setSkip(skip + PAGE_SIZE)}
        >
          {t('versions.next')}
        </button>
      </nav>

      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.kind === 'removeFile' ? t('versions.removeFileTitle') : t('versions.deleteTitle')}
      >
        <p>
          {confirm?.kind === 'removeFile'
            ? t('versions.removeFileText', { name: confirm.file.name, version: confirm.version.version })
            : confirm
              ? t('versions.deleteText', {
                  version: confirm.version.version,
                  platform: t(`versions.platforms.${confirm.version.platformType}`),
                  count: confirm.version.files.length,
                })
              : null}
        </p>
        <div className="button-row button-row--end">
          <button type="button" className="button" data-autofocus onClick={() => setConfirm(null)}>
            {t('versions.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              const c = confirm;
              setConfirm(null);
              if (c?.kind === 'delete') void run(c, t('versions.deleted', { version: c.version.version }));
              if (c?.kind === 'removeFile') void run(c, t('versions.fileRemoved', { name: c.file.name }));
            }}
          >
            {confirm?.kind === 'removeFile' ? t('versions.removeFile') : t('versions.delete')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

function CreateVersion() {
  const { t } = useTranslation();
  const id = useId();
  const change = useVersionChange();
  const empty: CreateVersionInput = { version: '', platformType: 'Web', title: '', description: '' };
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<{ text: string; members: string[] } | null>(null);
  const set = (key: keyof CreateVersionInput) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const invalid = (member: string) => (error?.members.includes(member) ? true : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await change.mutateAsync({ kind: 'create', body: form });
      notify({ type: 'success', text: t('versions.published', { version: form.version }) });
      setForm(empty);
    } catch (e) {
      const members = isApiError(e) ? (e.body?.error.validationErrors?.flatMap((v) => v.members) ?? []) : [];
      setError({ text: errorText(e, t('versions.failed')), members });
    }
  };

  return (
    <form className="versions-create" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="versions-page__heading">
        {t('versions.create')}
      </h2>
      <div className="versions-create__row">
        <label className="versions-field">
          <span>{t('versions.version')}</span>
          <input
            required
            value={form.version}
            onChange={set('version')}
            placeholder="2.4.0"
            inputMode="decimal"
            aria-invalid={invalid('version')}
          />
        </label>
        <label className="versions-field">
          <span>{t('versions.platform')}</span>
          <select value={form.platformType} onChange={set('platformType')}>
            {PLATFORM_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`versions.platforms.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="versions-field versions-field--wide">
          <span>{t('versions.titleField')}</span>
          <input required value={form.title} onChange={set('title')} aria-invalid={invalid('title')} />
        </label>
      </div>
      <label className="versions-field">
        <span>{t('versions.notes')}</span>
        <textarea
          rows={4}
          value={form.description}
          onChange={set('description')}
          aria-invalid={invalid('description')}
        />
        <small className="field__hint">{t('versions.notesHint')}</small>
      </label>
      {error && (
        <p role="alert" className="form__error">
          {error.text}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('versions.publish')}
        </button>
      </div>
    </form>
  );
}

interface UploadState {
  file: File;
  sent: number;
  phase: 'hashing' | 'sending' | 'failed' | 'done';
  message?: string;
}

function VersionDetails({
  version,
  onRemoveFile,
}: {
  version: VersionDto;
  onRemoveFile: (f: VersionFileDto) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [upload, setUpload] = useState<UploadState | null>(null);
  const abort = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (file: File) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ file, sent: 0, phase: 'hashing' });
    try {
      const sha256 = await sha256Hex(file);
      setUpload({ file, sent: 0, phase: 'sending' });
      await uploadInChunks({
        file,
        fileName: file.name,
        sha256,
        transport: xhrTransport(version.id),
        signal: controller.signal,
        onProgress: (sent) => setUpload((u) => (u && u.file === file ? { ...u, sent } : u)),
        onResume: (at) =>
          setUpload((u) =>
            u && u.file === file ? { ...u, message: t('versions.resumed', { at: mb(at) }) } : u,
          ),
      });
      setUpload({
        file,
        sent: file.size,
        phase: 'done',
        message: t('versions.uploaded', { name: file.name }),
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setUpload((u) => u && { ...u, phase: 'failed', message: errorText(error, t('versions.uploadFailed')) });
    } finally {
      void client.invalidateQueries({ queryKey: versionKeys.all });
    }
  };

  const download = async (file: VersionFileDto) => {
    try {
      const token = await getAccessToken();
      const res = await fetch(downloadUrl(version, file), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = file.name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notifyError(t('versions.downloadFailed'));
    }
  };

  const percent = upload ? Math.round((upload.sent / Math.max(1, upload.file.size)) * 100) : 0;
  return (
    <div className="versions-details">
      {version.description ? <p className="versions-details__notes">{version.description}</p> : null}
      {version.files.length === 0 ? (
        <p className="versions-details__empty">{t('versions.noFiles')}</p>
      ) : (
        <table className="versions-files">
          <thead>
            <tr>
              <th scope="col">{t('versions.fileName')}</th>
              <th scope="col">{t('versions.fileSize')}</th>
              <th scope="col">{t('versions.fileState')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('versions.fileActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {version.files.map((f) => (
              <tr key={f.id}>
                <td>{f.path ? `${f.path}/${f.name}` : f.name}</td>
                <td>{t('versions.megabytes', { value: mb(f.size) })}</td>
                <td>
                  {f.complete
                    ? t('versions.complete')
                    : t('versions.incomplete', { sent: mb(f.receivedBytes), total: mb(f.size) })}
                </td>
                <td>
                  <div className="versions-files__actions">
                    {f.complete && (
                      <button type="button" className="button" onClick={() => void download(f)}>
                        {t('versions.download')}
                      </button>
                    )}
                    <button type="button" className="button" onClick={() => onRemoveFile(f)}>
                      {t('versions.removeFile')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="versions-upload">
        <label className="button">
          {t('versions.chooseFile')}
          <input
            ref={fileInput}
            type="file"
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void start(file);
            }}
          />
        </label>
        {upload && (
          <div className="versions-upload__state" role="status">
            <span>
              {upload.phase === 'hashing'
                ? t('versions.hashing', { name: upload.file.name })
                : t('versions.progress', {
                    name: upload.file.name,
                    sent: mb(upload.sent),
                    total: mb(upload.file.size),
                  })}
            </span>
            <progress
              max={100}
              value={percent}
              aria-label={t('versions.progressLabel', { name: upload.file.name })}
            >
              {percent} %
            </progress>
            {upload.message && (
              <span className={upload.phase === 'failed' ? 'form__error' : undefined}>{upload.message}</span>
            )}
            {upload.phase === 'failed' && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => void start(upload.file)}
              >
                {t('versions.resume')}
              </button>
            )}
            {(upload.phase === 'sending' || upload.phase === 'hashing') && (
              <button
                type="button"
                className="button"
                onClick={() => {
                  abort.current?.abort();
                  setUpload((u) => u && { ...u, phase: 'failed', message: t('versions.paused') });
                }}
              >
                {t('versions.pause')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
