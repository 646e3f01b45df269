import type { SymbolPackDto } from '@tafino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { loadAreas, useTranslation } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { PlusIcon, TrashIcon } from '../../ui/icons.tsx';
import { UploadProgress } from '../assets/UploadProgress.tsx';
import { formatBytes } from '../my-files/files.ts';
import { notify, notifyError } from '../notifications/store.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { isAdmin } from './is-admin.ts';
import { installSymbolPack, symbolPackKeys, useSymbolPackAction, useSymbolPacks } from './queries.ts';
import './symbol-packs.css';
import { useAuth } from '../auth/use-auth.ts';

/** DIN 5008: TT.MM.JJJJ. */
const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * `/admin/symbole` (account menu "Symbolpakete", admins only): the tenant's licensed symbol packs
 * (catalogue 1.6): install from a zip (with progress and the server's German refusal), activate,
 * deactivate, remove (after a confirmation). Not an admin: the 403 page text, no requests.
 */
export function SymbolPacksPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadAreas(['admin', 'files']).then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  const auth = useAuth();
  if (!ready) return <PageLoading />;
  if (!isAdmin(auth.user?.profile)) return <NotAllowed />;
  return <SymbolPacks />;
}

function NotAllowed() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.symbolPacks.title'));
  return (
    <section className="symbol-packs" aria-labelledby="symbol-packs-title">
      <div className="symbol-packs__inner">
        <h1 id="symbol-packs-title">{t('admin.symbolPacks.title')}</h1>
        <p role="alert">
          {t('errors.http.403', { defaultValue: 'Sie haben keine Berechtigung für diese Aktion.' })}
        </p>
        <Link className="button" to="/">
          {t('admin.symbolPacks.backToBoard')}
        </Link>
      </div>
    </section>
  );
}

interface InstallError {
  message: string;
  details: string[];
}

function SymbolPacks() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.symbolPacks.title'));
  const packs = useSymbolPacks();
  const client = useQueryClient();
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<InstallError | null>(null);
  const [removing, setRemoving] = useState<SymbolPackDto | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const onInstall = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setUploading(0);
    const current = new AbortController();
    controller.current = current;
    try {
      const pack = await installSymbolPack(file, {
        signal: current.signal,
        onProgress: setUploading,
        tooLargeMessage: t('admin.symbolPacks.install.tooLarge'),
      });
      notify({ type: 'success', text: t('admin.symbolPacks.install.done', { name: pack.name }) });
    } catch (failure) {
      if (current.signal.aborted) return;
      const api = failure instanceof ApiError ? failure : undefined;
      const details = (api?.body?.error.validationErrors ?? []).map(
        (v) => `${v.members.join(', ')}: ${v.message}`,
      );
      setError({ message: api?.body?.error.message ?? api?.message ?? String(failure), details });
    } finally {
      if (controller.current === current) controller.current = null;
      setUploading(null);
      await client.invalidateQueries({ queryKey: symbolPackKeys.all });
    }
  };

  if (packs.isPending) return <PageLoading />;
  const items = packs.data ?? [];
  const active = items.find((p) => p.active);

  return (
    <section className="symbol-packs" aria-labelledby="symbol-packs-title">
      <div className="symbol-packs__inner">
        <header className="symbol-packs__header">
          <div>
            <h1 id="symbol-packs-title">{t('admin.symbolPacks.title')}</h1>
            <p className="symbol-packs__intro">{t('admin.symbolPacks.intro')}</p>
          </div>
          <Link className="button" to="/">
            {t('admin.symbolPacks.backToBoard')}
          </Link>
        </header>

        <div className="symbol-packs__toolbar">
          <label className="button button--primary symbol-packs__install">
            <PlusIcon />
            {t('admin.symbolPacks.install.button')}
            <input
              type="file"
              accept=".zip,application/zip"
              className="visually-hidden"
              onChange={onInstall}
              disabled={uploading !== null}
              data-testid="symbol-pack-upload"
            />
          </label>
          <p className="symbol-packs__status" aria-live="polite" data-testid="symbol-pack-active">
            {active
              ? t('admin.symbolPacks.activeNote', { name: active.name })
              : t('admin.symbolPacks.noActive')}
          </p>
        </div>
        {uploading !== null ? (
          <UploadProgress value={uploading} label={t('admin.symbolPacks.install.uploading')} />
        ) : null}
        {error ? (
          <div className="symbol-packs__error" role="alert" data-testid="symbol-pack-error">
            <p>
              <strong>{t('admin.symbolPacks.install.failed')}</strong> {error.message}
            </p>
            {error.details.length > 0 ? (
              <ul>
                {error.details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        {packs.isError ? (
          <div className="symbol-packs__message" role="alert">
            <p>{t('admin.symbolPacks.loadError')}</p>
            <button type="button" className="button" onClick={() => void packs.refetch()}>
              {t('admin.symbolPacks.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="symbol-packs__message">{t('admin.symbolPacks.empty')}</p>
        ) : (
          <ul className="symbol-packs__list">
            {items.map((pack) => (
              <PackItem key={pack.id} pack={pack} onRemove={() => setRemoving(pack)} />
            ))}
          </ul>
        )}
      </div>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('admin.symbolPacks.removeDialog.title')}
      >
        {removing ? <RemoveConfirm pack={removing} onDone={() => setRemoving(null)} /> : null}
      </Dialog>
    </section>
  );
}

function PackItem({ pack, onRemove }: { pack: SymbolPackDto; onRemove: () => void }) {
  const { t } = useTranslation();
  const action = useSymbolPackAction();
  const toggle = () =>
    action.mutate(
      { id: pack.id, action: pack.active ? 'deactivate' : 'activate' },
      {
        onSuccess: () =>
          notify({
            type: 'success',
            text: t(pack.active ? 'admin.symbolPacks.deactivated' : 'admin.symbolPacks.activated', {
              name: pack.name,
            }),
          }),
        onError: (failure) => notifyError(failure),
      },
    );
  return (
    <li
      className={`symbol-packs__item${pack.active ? ' symbol-packs__item--active' : ''}`}
      data-testid="symbol-pack"
    >
      <div className="symbol-packs__item-main">
        <h2 className="symbol-packs__name">
          {pack.name}
          {pack.active ? <span className="symbol-packs__badge">{t('admin.symbolPacks.active')}</span> : null}
        </h2>
        <p className="symbol-packs__meta">
          {t('admin.symbolPacks.details', {
            version: pack.version,
            count: pack.symbolCount,
            size: formatBytes(pack.sizeBytes),
          })}
          {' · '}
          {t('admin.symbolPacks.installedAt', { date: dateOf(pack.installedAt) })}
        </p>
        <p className="symbol-packs__meta">{t('admin.symbolPacks.license', { license: pack.license })}</p>
        <p className="symbol-packs__meta">
          {t('admin.symbolPacks.attribution', { attribution: pack.attribution })}
        </p>
      </div>
      <div className="symbol-packs__actions">
        <button
          type="button"
          className={`button${pack.active ? '' : ' button--primary'}`}
          onClick={toggle}
          disabled={action.isPending}
        >
          {t(pack.active ? 'admin.symbolPacks.deactivate' : 'admin.symbolPacks.activate')}
        </button>
        <button type="button" className="button button--danger" onClick={onRemove}>
          <TrashIcon />
          {t('admin.symbolPacks.remove')}
        </button>
      </div>
    </li>
  );
}

function RemoveConfirm({ pack, onDone }: { pack: SymbolPackDto; onDone: () => void }) {
  const { t } = useTranslation();
  const action = useSymbolPackAction();
  const confirm = () =>
    action.mutate(
      { id: pack.id, action: 'remove' },
      {
        onSuccess: () => {
          notify({ type: 'success', text: t('admin.symbolPacks.removeDialog.done', { name: pack.name }) });
          onDone();
        },
        onError: (failure) => notifyError(failure),
      },
    );
  return (
    <div className="symbol-packs__confirm">
      <p>{t('admin.symbolPacks.removeDialog.text', { name: pack.name })}</p>
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onDone} data-autofocus>
          {t('admin.symbolPacks.removeDialog.cancel')}
        </button>
        <button type="button" className="button button--danger" onClick={confirm} disabled={action.isPending}>
          {t('admin.symbolPacks.removeDialog.confirm')}
        </button>
      </div>
    </div>
  );
}
