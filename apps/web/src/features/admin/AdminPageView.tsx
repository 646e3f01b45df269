import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { ADMIN_PAGES } from './admin-pages.ts';

const lazyPages = new Map<string, ComponentType>();

/** The registered page of a menu entry, made lazy once per name. */
function pageOf(name: string): ComponentType | null {
  const load = ADMIN_PAGES[name];
  if (!load) return null;
  let page = lazyPages.get(name);
  if (!page) {
    page = lazy(async () => ({ default: await load() }));
    lazyPages.set(name, page);
  }
  return page;
}

/** Renders the page of a menu entry, or a notice when no page is registered for it yet. */
export function AdminPageView({ name, title }: { name: string; title: string }) {
  const Page = pageOf(name);
  if (!Page) return <NotAvailable title={title} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title">{title}</h1>
      <p className="admin-page__notice" role="status" data-testid="admin-page-unavailable">
        {t('admin.shell.notAvailable')}
      </p>
    </section>
  );
}
