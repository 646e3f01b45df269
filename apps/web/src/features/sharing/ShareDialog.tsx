/**
 * "Teilen": the share code of one desktop.
 *
 * Opening it never publishes anything: it says what a code allows (colleagues take their own copy;
 * anyone with the code or its link may view the board read-only, without sign-in) and creates a
 * code only on "Teilen starten". While a code exists, "Teilen beenden" sits right at the top of the
 * dialog and ends sharing with one tap (a new code is one tap away again). Shows the code large and
 * grouped (ABCD-EFGH) with a copy button, a QR code of the import link, the import and the read-only
 * embed link, how many copies colleagues took, and "Neuen Code erstellen". Errors of set-share-code
 * are shown in the dialog (the call logs them).
 */
import { type DesktopDto, formatShareCode, notificationText } from '@tafino/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { notify } from '../notifications/store.ts';
import { CopyButton } from './CopyButton.tsx';
import { embedLink, importLink } from './code-input.ts';
import { RenewIcon, StopIcon } from './icons.tsx';

/** The QR code (and its library) loads only once a code is shown, not with the shell. */
const QrCode = lazy(() => import('../../widgets/sdk/ui/QrCode.tsx').then((m) => ({ default: m.QrCode })));

import { useTranslation } from '../../i18n/index.ts';
import { type SharingActions, useSharingActions } from './queries.ts';

export interface ShareDialogProps {
  open: boolean;
  desktop: DesktopDto | undefined;
  onClose: () => void;
  /** For tests: the origin links are built from (default: the page's origin). */
  origin?: string;
}

export function ShareDialog({ open, desktop, onClose, origin }: ShareDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open && desktop !== undefined}
      onClose={onClose}
      title={t('shell.sharing.share.title', { name: desktop?.name ?? '' })}
      className="share-dialog"
      width="min(44rem, calc(100vw - 2rem))"
    >
      {desktop ? (
        <ShareBody desktop={desktop} onClose={onClose} origin={origin ?? window.location.origin} />
      ) : null}
    </Dialog>
  );
}

type View =
  | { kind: 'working'; action: 'create' | 'renew' | 'stop' }
  | { kind: 'private' }
  | { kind: 'ready' }
  | { kind: 'stopped' }
  | { kind: 'error'; message: string; retry: 'create' | 'stop' };

function ShareBody({
  desktop,
  onClose,
  origin,
}: {
  desktop: DesktopDto;
  onClose: () => void;
  origin: string;
}) {
  const { t } = useTranslation();
  const actions = useSharingActions();
  const [code, setCode] = useState<string | null>(desktop.cloneShareActionCode);
  const [copies, setCopies] = useState(desktop.sharedContexts.length);
  const [view, setView] = useState<View>(
    desktop.cloneShareActionCode ? { kind: 'ready' } : { kind: 'private' },
  );
  const [announcement, setAnnouncement] = useState('');
  const started = useRef(false);
  const focusAfter = useRef<'stop' | 'start' | null>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  const run = async (
    action: 'create' | 'renew' | 'stop',
    call: (a: SharingActions) => Promise<DesktopDto>,
  ) => {
    setView({ kind: 'working', action });
    setAnnouncement(action === 'stop' ? '' : t('shell.sharing.share.creating'));
    try {
      const updated = await call(actions);
      setCode(updated.cloneShareActionCode);
      setCopies(updated.sharedContexts.length);
      if (action === 'stop') {
        setView({ kind: 'stopped' });
        setAnnouncement('');
        focusAfter.current = 'start';
        notify({ type: 'success', text: t('shell.sharing.share.stopped', { name: desktop.name }) });
      } else {
        setView({ kind: 'ready' });
        setAnnouncement(
          action === 'renew' ? t('shell.sharing.share.renewed') : t('shell.sharing.share.started'),
        );
        focusAfter.current = 'stop';
      }
    } catch (error) {
      const reason = notificationText(error);
      setAnnouncement('');
      setView({
        kind: 'error',
        retry: action === 'stop' ? 'stop' : 'create',
        message:
          action === 'stop'
            ? t('shell.sharing.share.stopFailed', { reason })
            : t('shell.sharing.share.createFailed', { reason }),
      });
    }
  };
  const create = (action: 'create' | 'renew') => run(action, (a) => a.setShareCode(desktop.id));
  const stop = () => run('stop', (a) => a.revokeShareCode(desktop.id));

  // Opening creates nothing; with a code, refresh the copy count (once, also under StrictMode).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (desktop.cloneShareActionCode) void actions.refreshSharing();
  }, []);

  // Keep the copy counter in step with the list (refreshSharing updates it).
  useEffect(() => setCopies(desktop.sharedContexts.length), [desktop.sharedContexts.length]);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target === 'stop') stopButton.current?.focus();
    else startButton.current?.focus();
  });

  const working = view.kind === 'working';
  const formatted = code ? formatShareCode(code) : '';
  const notShared = view.kind === 'private' || view.kind === 'stopped';

  return (
    <div className="share">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {code && !notShared && !(view.kind === 'working' && view.action === 'create') ? (
        <div className="share__status">
          <p className="share__status-text">{t('shell.sharing.share.sharedNow')}</p>
          <button
            ref={stopButton}
            type="button"
            className="button button--danger share__stop"
            aria-disabled={working || undefined}
            onClick={() => {
              if (!working) void stop();
            }}
          >
            <StopIcon />
            {t('shell.sharing.share.stop')}
          </button>
        </div>
      ) : null}

      <p>{t('shell.sharing.share.intro')}</p>
      <ul className="share__facts">
        <li>{t('shell.sharing.share.allowsCopy')}</li>
        <li>{t('shell.sharing.share.allowsView')}</li>
        <li>{t('shell.sharing.share.gets')}</li>
        <li>{t('shell.sharing.share.original')}</li>
      </ul>

      {view.kind === 'working' && view.action === 'create' ? (
        <p className="share__working" aria-hidden="true">
          {t('shell.sharing.share.creating')}
        </p>
      ) : null}

      {view.kind === 'error' ? (
        <div className="share__error">
          <p className="form__error" role="alert">
            {view.message}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void (view.retry === 'stop' ? stop() : create(code ? 'renew' : 'create'))}
            >
              {t('shell.sharing.share.retry')}
            </button>
          </div>
        </div>
      ) : null}

      {notShared ? (
        <div className="share__private">
          <p>
            {t(view.kind === 'stopped' ? 'shell.sharing.share.notShared' : 'shell.sharing.share.private')}
          </p>
          <div className="button-row">
            <button
              ref={startButton}
              type="button"
              className="button button--primary share__start"
              onClick={() => void create('create')}
            >
              <RenewIcon />
              {t('shell.sharing.share.start')}
            </button>
          </div>
        </div>
      ) : null}

      {code && !notShared && !(view.kind === 'working' && view.action === 'create') ? (
        <ShareCodePanel
          code={code}
          formatted={formatted}
          copies={copies}
          origin={origin}
          working={working}
          onRenew={() => void create('renew')}
        />
      ) : null}

      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onClose}>
          {t('common.actions.done')}
        </button>
      </div>
    </div>
  );
}

function ShareCodePanel({
  code,
  formatted,
  copies,
  origin,
  working,
  onRenew,
}: {
  code: string;
  formatted: string;
  copies: number;
  origin: string;
  working: boolean;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  const codeId = useId();
  const importId = useId();
  const embedId = useId();
  const importUrl = importLink(origin, code);
  const embedUrl = embedLink(origin, code);
  return (
    <div className="share__panel">
      <div className="share__code-area">
        <div className="share__code-box">
          <p id={codeId} className="share__code-label">
            {t('shell.sharing.share.codeLabel')}
          </p>
          <p className="share__code" data-share-code={code}>
            <span aria-hidden="true">{formatted}</span>
            <span className="visually-hidden">{[...code].join(' ')}</span>
          </p>
          <CopyButton
            text={formatted}
            label={t('shell.sharing.share.copyCode')}
            doneText={t('shell.sharing.share.codeCopied')}
            primary
          />
        </div>
        <figure className="share__qr">
          <Suspense fallback={<div className="share__qr-pending" />}>
            <QrCode value={importUrl} label={t('shell.sharing.share.qrLabel')} />
          </Suspense>
          <figcaption>{t('shell.sharing.share.qrHint')}</figcaption>
        </figure>
      </div>

      <div className="field share__link">
        <label htmlFor={importId}>{t('shell.sharing.share.importLink')}</label>
        <input id={importId} readOnly value={importUrl} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton
          text={importUrl}
          label={t('shell.sharing.share.copyImportLink')}
          doneText={t('shell.sharing.share.linkCopied')}
        />
      </div>

      <div className="field share__link">
        <label htmlFor={embedId}>{t('shell.sharing.share.embedLink')}</label>
        <input
          id={embedId}
          readOnly
          value={embedUrl}
          aria-describedby={`${embedId}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p id={`${embedId}-hint`} className="field__hint">
          {t('shell.sharing.share.embedHint')}
        </p>
        <span className="share__link-actions">
          <CopyButton
            text={embedUrl}
            label={t('shell.sharing.share.copyEmbedLink')}
            doneText={t('shell.sharing.share.linkCopied')}
          />
          <a className="button" href={embedUrl} target="_blank" rel="noopener noreferrer">
            {t('shell.sharing.share.openEmbed')}
          </a>
        </span>
      </div>

      <p className="share__copies">
        {copies > 0 ? t('shell.sharing.share.copies', { count: copies }) : t('shell.sharing.share.noCopies')}
      </p>

      <div className="button-row">
        <button
          type="button"
          className="button"
          aria-disabled={working || undefined}
          aria-describedby={`${codeId}-renew`}
          onClick={() => {
            if (!working) onRenew();
          }}
        >
          <RenewIcon />
          {t('shell.sharing.share.renew')}
        </button>
      </div>
      <p id={`${codeId}-renew`} className="field__hint">
        {t('shell.sharing.share.renewHint')}
      </p>
    </div>
  );
}
