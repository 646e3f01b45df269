import { MENU_ROLES, type MenuDto, type MenuUserDto, TEACHER_ROLE } from '@tafino/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { notify, notifyError } from '../../notifications/store.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import {
  type GrantSubject,
  MENU_PAGE_SIZE,
  useAllMenus,
  useGrantedMenuIds,
  useMenuPage,
  useSaveGrants,
  useTenantUsers,
} from './queries.ts';
import './menus-page.css';
import { useTranslation } from '../../../i18n/index.ts';

/** Waits until typing pauses before the server is asked. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * "Menüs" (/admin/menues): which entries a role or a user of the school has: the admin pages and
 * one entry per widget type (a widget type without its entry is not offered in the widget bar).
 * The list pages and searches on the server; the ticks are saved with PUT by-role / by-user.
 */
export function MenusPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.menus.title'));
  const [mode, setMode] = useState<'role' | 'user'>('role');
  const [role, setRole] = useState<string>(TEACHER_ROLE);
  const [userFilter, setUserFilter] = useState('');
  const [user, setUser] = useState<MenuUserDto | null>(null);
  const debouncedUserFilter = useDebounced(userFilter, 250);
  const users = useTenantUsers(debouncedUserFilter, mode === 'user');
  const subject: GrantSubject | null = useMemo(
    () => (mode === 'role' ? { kind: 'role', role } : user ? { kind: 'user', userId: user.id } : null),
    [mode, role, user],
  );
  const subjectKey = subject ? (subject.kind === 'role' ? `r:${subject.role}` : `u:${subject.userId}`) : '';

  const [filter, setFilter] = useState('');
  const [skip, setSkip] = useState(0);
  const debouncedFilter = useDebounced(filter, 250);
  useEffect(() => setSkip(0), [debouncedFilter]);
  const page = useMenuPage({ filter: debouncedFilter, skip });
  const all = useAllMenus();
  const granted = useGrantedMenuIds(subject);
  const save = useSaveGrants();

  const [draft, setDraft] = useState<{ key: string; ids: Set<string> } | null>(null);
  const stored = useMemo(() => new Set(granted.data ?? []), [granted.data]);
  const selected = draft && draft.key === subjectKey ? draft.ids : stored;
  const dirty = draft !== null && draft.key === subjectKey;

  const groupOf = useMemo(() => {
    const byId = new Map((all.data ?? []).map((m) => [m.id, m]));
    return (menu: MenuDto) => (menu.parentId ? byId.get(menu.parentId)?.displayName : undefined);
  }, [all.data]);

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setDraft({ key: subjectKey, ids: next });
  };

  const onSave = () => {
    if (!subject) return;
    save.mutate(
      { subject, menuIds: [...selected] },
      {
        onSuccess: () => {
          setDraft(null);
          notify({ type: 'success', text: t('admin.menus.saved') });
        },
        onError: (failure) => notifyError(failure),
      },
    );
  };

  const formId = useId();
  const total = page.data?.totalCount ?? 0;
  const items = page.data?.items ?? [];
  const grantedMissing = granted.isError;

  return (
    <section className="admin-page menus-page" aria-labelledby="menus-title">
      <h1 id="menus-title">{t('admin.menus.title')}</h1>
      <p className="admin-page__intro">{t('admin.menus.intro')}</p>

      <fieldset className="menus-page__subject">
        <legend>{t('admin.menus.subject')}</legend>
        <div className="menus-page__modes" role="radiogroup" aria-label={t('admin.menus.subject')}>
          <label className="menus-page__mode">
            <input
              type="radio"
              name={`${formId}-mode`}
              checked={mode === 'role'}
              onChange={() => setMode('role')}
            />
            {t('admin.menus.byRole')}
          </label>
          <label className="menus-page__mode">
            <input
              type="radio"
              name={`${formId}-mode`}
              checked={mode === 'user'}
              onChange={() => setMode('user')}
            />
            {t('admin.menus.byUser')}
          </label>
        </div>
        {mode === 'role' ? (
          <label className="menus-page__field">
            <span>{t('admin.menus.role')}</span>
            <select value={role} onChange={(event) => setRole(event.target.value)} data-testid="menus-role">
              {MENU_ROLES.map((r) => (
                <option key={r.role} value={r.role}>
                  {t(`admin.menus.roles.${r.role}`, { defaultValue: r.label })}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <div className="menus-page__user">
            <label className="menus-page__field">
              <span>{t('admin.menus.userSearch')}</span>
              <input
                type="search"
                value={userFilter}
                onChange={(event) => setUserFilter(event.target.value)}
                placeholder={t('admin.menus.userSearchPlaceholder')}
                data-testid="menus-user-search"
              />
            </label>
            <p className="menus-page__hint">
              {user
                ? t('admin.menus.userChosen', { name: user.name || user.email })
                : t('admin.menus.userHint')}
            </p>
            <ul className="menus-page__users" aria-label={t('admin.menus.userResults')}>
              {(users.data?.items ?? []).map((candidate) => (
                <li key={candidate.id}>
                  <button
                    type="button"
                    className={`button menus-page__user-button${candidate.id === user?.id ? ' button--primary' : ''}`}
                    aria-pressed={candidate.id === user?.id}
                    onClick={() => setUser(candidate)}
                  >
                    <span className="menus-page__name">{candidate.name || candidate.email}</span>
                    <span className="menus-page__meta">{candidate.email}</span>
                  </button>
                </li>
              ))}
            </ul>
            {users.data && users.data.totalCount > users.data.items.length ? (
              <p className="menus-page__hint">
                {t('admin.menus.userMore', { count: users.data.totalCount })}
              </p>
            ) : null}
          </div>
        )}
      </fieldset>

      <div className="menus-page__toolbar">
        <label className="menus-page__search">
          <span className="visually-hidden">{t('admin.menus.search')}</span>
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('admin.menus.search')}
            data-testid="menus-search"
          />
        </label>
        <p className="menus-page__count" aria-live="polite">
          {subject && granted.data ? t('admin.menus.grantedCount', { count: selected.size }) : null}
        </p>
        <div className="menus-page__actions">
          <button
            type="button"
            className="button"
            onClick={() => setDraft(null)}
            disabled={!dirty || save.isPending}
          >
            {t('admin.menus.discard')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={onSave}
            disabled={!subject || !dirty || save.isPending}
          >
            {t('admin.menus.save')}
          </button>
        </div>
      </div>

      {grantedMissing ? (
        <p className="menus-page__error" role="alert">
          {t(mode === 'user' ? 'admin.menus.userNotFound' : 'admin.menus.loadError')}
        </p>
      ) : null}
      {page.isPending || (subject && granted.isPending) ? (
        <PageLoading />
      ) : page.isError ? (
        <div className="admin-page__notice" role="alert">
          <p>{t('admin.menus.loadError')}</p>
          <button type="button" className="button" onClick={() => void page.refetch()}>
            {t('admin.menus.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="admin-page__notice">{t('admin.menus.empty')}</p>
      ) : (
        <ul className="menus-page__list" aria-busy={page.isFetching}>
          {items.map((menu) => {
            const group = groupOf(menu);
            return (
              <li key={menu.id} className="menus-page__item" data-menu-name={menu.name}>
                <label className="menus-page__toggle">
                  <input
                    type="checkbox"
                    checked={selected.has(menu.id)}
                    disabled={!subject || grantedMissing}
                    onChange={() => toggle(menu.id)}
                  />
                  <span className="menus-page__name">{menu.displayName}</span>
                  <span className="menus-page__meta">
                    {group ? t('admin.menus.inGroup', { group }) : t('admin.menus.group')}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}

      {total > MENU_PAGE_SIZE ? (
        <nav className="menus-page__pager" aria-label={t('admin.menus.pager')}>
          <button
            type="button"
            className="button"
            onClick={() => setSkip(Math.max(0, skip - MENU_PAGE_SIZE))}
            disabled={skip === 0}
          >
            {t('admin.menus.previous')}
          </button>
          <span>
            {t('admin.menus.range', {
              from: skip + 1,
              to: Math.min(skip + MENU_PAGE_SIZE, total),
              total,
            })}
          </span>
          <button
            type="button"
            className="button"
            onClick={() => setSkip(skip + MENU_PAGE_SIZE)}
            disabled={skip + MENU_PAGE_SIZE >= total}
          >
            {t('admin.menus.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
