import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { i18n, useTranslation } from '../../i18n/index.ts';
import { LogoMark } from '../../ui/icons.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { reloadForChunkError } from './chunk-reload.ts';
import { errorContent, errorStatus, isChunkLoadError } from './error-content.ts';

/** The error page: title, description and 'Zur Startseite'; document title prefixed 'Fehler - '. */
export function ErrorView({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const { t } = useTranslation();
  const chunkError = isChunkLoadError(error);
  const content = errorContent(errorStatus(error));
  const title = t(content.titleKey);
  useDocumentTitle(title, { prefix: t('errors.titlePrefix') });

  useEffect(() => {
    if (chunkError) reloadForChunkError();
    else if (content.status >= 500) console.error(error);
  }, [chunkError, error, content.status]);

  const body = (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status" aria-hidden="true">
        {content.status}
      </p>
      <h1 id="error-title">{title}</h1>
      <p>{t(content.descriptionKey)}</p>
      <Link className="button button--primary" to="/">
        {t('errors.toHome')}
      </Link>
    </section>
  );
  if (!standalone) return body;
  return (
    <div className="error-layout">
      <header className="topbar">
        <Link to="/" className="logo" aria-label={t('shell.topBar.logoLabel')}>
          <LogoMark />
          <span className="logo__text">{t('common.appName')}</span>
        </Link>
      </header>
      <main id="main" className="error-layout__main">
        {body}
      </main>
    </div>
  );
}

/** Route error element; `standalone` adds the top bar when no layout is around it. */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  return (
    <ErrorPageBoundary>
      <ErrorView error={error} standalone={standalone} />
    </ErrorPageBoundary>
  );
}

/** Shown when the error page itself fails: a plain message and a link home. */
export function ErrorFallback() {
  const text = i18n.t('errors.fallback.text', { defaultValue: 'Ein unerwarteter Fehler ist aufgetreten.' });
  const link = i18n.t('errors.toHome', { defaultValue: 'Zur Startseite' });
  return (
    <main className="error-fallback" role="alert">
      <p>{text}</p>
      <a href="/">{link}</a>
    </main>
  );
}

/** Catches errors of the error page (and anything else it wraps) and shows ErrorFallback. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Error page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
