import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { loadAreas, useTranslation } from '../../i18n/index.ts';
import { ErrorView } from '../errors/ErrorPage.tsx';
import { useCurrentUserMenus } from '../menus/queries.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { isAdmin } from '../symbol-packs/is-admin.ts';
import { AdminPageView } from './AdminPageView.tsx';
import { type AdminNavEntry, adminNavOf, adminPageAt } from './admin-nav.ts';
import './admin.css';
import { useAuth } from '../auth/use-auth.ts';

interface AdminContext {
  nav: AdminNavEntry[];
}

const NOT_FOUND = { status: 404 };

/** The label of an entry: the catalogue's for the shipped pages, the entry's display name otherwise. */
function useLabel() {
  const { t } = useTranslation();
  return (entry: AdminNavEntry) => t(`admin.shell.pages.${entry.name}`, { defaultValue: entry.displayName });
}

/**
 * `/admin` (admins only; everyone else gets the 404 page): a navigation built from the user's
 * effective menu (GET menus/by-current-user) beside the chosen page. Pages come from the registry
 * in admin-pages.ts; the whole area is one lazy chunk the board never loads.
 */
export function AdminLayout() {
  const auth = useAuth();
  const admin = isAdmin(auth.user?.profile);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadAreas(['admin']).then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  const menus = useCurrentUserMenus(admin);
  if (!admin) return <ErrorView error={NOT_FOUND} />;
  if (!ready || menus.isPending) return <PageLoading />;
  const nav = adminNavOf(menus.isError ? undefined : menus.data);
  return <AdminFrame nav={nav} />;
}

function AdminFrame({ nav }: { nav: AdminNavEntry[] }) {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <div className="admin">
      <nav className="admin__nav" aria-label={t('admin.shell.navLabel')}>
        <Link to="/admin" className="admin__nav-title">
          {t('admin.shell.title')}
        </Link>
        <ul className="admin__nav-list">
          {nav.map((entry) => (
            <li key={entry.name}>
              <NavLink to={entry.path} className="admin__nav-link" data-menu-name={entry.name}>
                {label(entry)}
              </NavLink>
            </li>
          ))}
        </ul>
        <Link to="/" className="button admin__back">
          {t('admin.shell.backToBoard')}
        </Link>
      </nav>
      <div className="admin__content">
        <Outlet context={{ nav } satisfies AdminContext} />
      </div>
    </div>
  );
}

/** `/admin`: an overview of the pages. */
export function AdminHome() {
  const { t } = useTranslation();
  const { nav } = useOutletContext<AdminContext>();
  const label = useLabel();
  useDocumentTitle(t('admin.shell.title'));
  return (
    <section className="admin-page" aria-labelledby="admin-home-title">
      <h1 id="admin-home-title">{t('admin.shell.title')}</h1>
      <p className="admin-page__intro">{t('admin.shell.intro')}</p>
      {nav.length === 0 ? (
        <p className="admin-page__notice">{t('admin.shell.empty')}</p>
      ) : (
        <ul className="admin-home__list">
          {nav.map((entry) => (
            <li key={entry.name}>
              <Link to={entry.path} className="admin-home__card">
                {label(entry)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/admin/:page`: the page of the navigation entry at that path (404 when there is none). */
export function AdminRoutePage() {
  const { page = '' } = useParams();
  const { nav } = useOutletContext<AdminContext>();
  const label = useLabel();
  const entry = adminPageAt(nav, page);
  if (!entry) return <ErrorView error={NOT_FOUND} />;
  return <AdminPageView key={entry.name} name={entry.name} title={label(entry)} />;
}
