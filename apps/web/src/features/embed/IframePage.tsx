/**
 * /iframe?code=ABCD-EFGH: a shared desktop, read-only, for embedding in a learning platform
 * (no header and footer, no sign-in). Widgets run locally; nothing is saved. The server lets any
 * site frame this page (CSP frame-ancestors *).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApplication } from '../../app/stores/application.ts';
import { loadAreas, useTranslation } from '../../i18n/index.ts';
import { ReadOnlyBoard } from '../board/ReadOnlyBoard.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { embedProblem, useLiveSharedDesktop, useSharedDesktop } from './shared-desktop.ts';
import { useMetaDescription } from './use-meta-description.ts';
import './embed.css';

export const EMBED_AREAS = ['embed', 'board', 'widgets'] as const;

function useAreas(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void loadAreas(EMBED_AREAS).then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return ready;
}

function Message({ title, text, children }: { title: string; text?: string; children?: React.ReactNode }) {
  return (
    <div className="embed__message">
      <h1 className="embed__title">{title}</h1>
      {text ? <p className="embed__text">{text}</p> : null}
      {children}
    </div>
  );
}

export function IframePage() {
  const ready = useAreas();
  return (
    <main id="main" className="embed" aria-busy={!ready}>
      {ready ? <EmbeddedDesktop /> : null}
    </main>
  );
}

function EmbeddedDesktop() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const edition = useApplication((s) => s.edition);
  const shared = useSharedDesktop(code);
  // The teacher's changes appear as they are made (read-only, through the clone rule).
  const version = useLiveSharedDesktop(code, Boolean(shared.data));
  const name = shared.data?.desktop.name;
  useDocumentTitle(name ?? t('embed.documentTitle'));
  useMetaDescription(t('embed.metaDescription'));

  if (code === '') {
    return <Message title={t('embed.missingCode.title')} text={t('embed.missingCode.text')} />;
  }
  if (shared.isError) {
    const problem = embedProblem(shared.error);
    if (problem === 'not-found')
      return <Message title={t('embed.notFound.title')} text={t('embed.notFound.text')} />;
    if (problem === 'too-many')
      return <Message title={t('embed.tooMany.title')} text={t('embed.tooMany.text')} />;
    return (
      <Message title={t('embed.failed.title')}>
        <button type="button" className="embed__button" onClick={() => void shared.refetch()}>
          {t('embed.failed.retry')}
        </button>
      </Message>
    );
  }
  if (!shared.data) {
    return (
      <p className="embed__loading" role="status">
        {t('embed.loading')}
      </p>
    );
  }
  const { desktop, widgets } = shared.data;
  return (
    <>
      <h1 className="visually-hidden">{t('embed.heading', { name: desktop.name })}</h1>
      <p className="visually-hidden">{t('embed.readOnlyHint')}</p>
      {widgets.length === 0 ? (
        <p className="embed__text embed__text--empty">{t('embed.empty')}</p>
      ) : (
        <ReadOnlyBoard
          key={`${desktop.id}:${version}`}
          desktop={desktop}
          widgets={widgets}
          edition={edition}
        />
      )}
    </>
  );
}
