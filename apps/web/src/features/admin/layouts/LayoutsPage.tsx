import { DEFAULT_LAYOUT_FRAMEWORK, type LayoutDto } from '@tafino/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../ui/icons.tsx';
import { notify, notifyError } from '../../notifications/store.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import {
  LAYOUT_PAGE_SIZE,
  type LayoutForm,
  useDeleteLayout,
  useLayoutPage,
  useSaveLayout,
} from './queries.ts';
import '../menus/menus-page.css';
import './layouts-page.css';
import { useTranslation } from '../../../i18n/index.ts';

const EMPTY: LayoutForm = {
  name: '',
  displayName: '',
  description: '',
  path: '',
  redirect: '',
  framework: DEFAULT_LAYOUT_FRAMEWORK,
};

type Editing = { id: string | null; form: LayoutForm };

const formOf = ({ name, displayName, description, path, redirect, framework }: LayoutDto): LayoutForm => ({
  name,
  displayName,
  description,
  path,
  redirect,
  framework,
});

/**
 * "Layouts" (/admin/layouts): the named page layouts of each framework, to which menus belong
 * (spec section 7). Every admin reads them; the host admin creates, changes and deletes them (the
 * server answers others with its German refusal). The list pages and searches on the server.
 */
export function LayoutsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.layouts.title'));
  const [filter, setFilter] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(filter), 250);
    return () => clearTimeout(timer);
  }, [filter]);
  const [skip, setSkip] = useState(0);
  useEffect(() => setSkip(0), [debounced]);
  const page = useLayoutPage(debounced, skip);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<LayoutDto | null>(null);
  const total = page.data?.totalCount ?? 0;
  const items = page.data?.items ?? [];

  return (
    <section className="admin-page layouts-page" aria-labelledby="layouts-title">
      <h1 id="layouts-title">{t('admin.layouts.title')}</h1>
      <p className="admin-page__intro">{t('admin.layouts.intro')}</p>
      <div className="menus-page__toolbar">
        <label className="menus-page__search">
          <span className="visually-hidden">{t('admin.layouts.search')}</span>
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('admin.layouts.search')}
          />
        </label>
        <div className="menus-page__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ id: null, form: EMPTY })}
          >
            <PlusIcon />
            {t('admin.layouts.create')}
          </button>
        </div>
      </div>

      {page.isPending ? (
        <PageLoading />
      ) : page.isError ? (
        <div className="admin-page__notice" role="alert">
          <p>{t('admin.layouts.loadError')}</p>
          <button type="button" className="button" onClick={() => void page.refetch()}>
            {t('admin.layouts.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="admin-page__notice">{t('admin.layouts.empty')}</p>
      ) : (
        <ul className="menus-page__list" aria-busy={page.isFetching}>
          {items.map((layout) => (
            <li key={layout.id} className="menus-page__item layouts-page__item">
              <div className="layouts-page__main">
                <span className="menus-page__name">{layout.displayName}</span>
                <span className="menus-page__meta">
                  {t('admin.layouts.details', {
                    name: layout.name,
                    framework: layout.framework,
                    path: layout.path,
                  })}
                </span>
                {layout.description ? (
                  <span className="layouts-page__description">{layout.description}</span>
                ) : null}
              </div>
              <div className="layouts-page__actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => setEditing({ id: layout.id, form: formOf(layout) })}
                >
                  <PencilIcon />
                  {t('admin.layouts.edit')}
                </button>
                <button type="button" className="button button--danger" onClick={() => setRemoving(layout)}>
                  <TrashIcon />
                  {t('admin.layouts.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {total > LAYOUT_PAGE_SIZE ? (
        <nav className="menus-page__pager" aria-label={t('admin.menus.pager')}>
          <button
            type="button"
            className="button"
            onClick={() => setSkip(Math.max(0, skip - LAYOUT_PAGE_SIZE))}
            disabled={skip === 0}
          >
            {t('admin.menus.previous')}
          </button>
          <span>
            {t('admin.menus.range', { from: skip + 1, to: Math.min(skip + LAYOUT_PAGE_SIZE, total), total })}
          </span>
          <button
            type="button"
            className="button"
            onClick={() => setSkip(skip + LAYOUT_PAGE_SIZE)}
            disabled={skip + LAYOUT_PAGE_SIZE >= total}
          >
            {t('admin.menus.next')}
          </button>
        </nav>
      ) : null}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.id ? 'admin.layouts.editTitle' : 'admin.layouts.createTitle')}
      >
        {editing ? <LayoutEditor editing={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('admin.layouts.removeTitle')}
      >
        {removing ? <RemoveLayout layout={removing} onDone={() => setRemoving(null)} /> : null}
      </Dialog>
    </section>
  );
}

const FIELDS = ['name', 'displayName', 'description', 'path', 'redirect', 'framework'] as const;

function LayoutEditor({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(editing.form);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveLayout();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { id: editing.id, form },
      {
        onSuccess: (layout) => {
          notify({ type: 'success', text: t('admin.layouts.saved', { name: layout.displayName }) });
          onDone();
        },
        onError: (failure) => {
          const members = failure instanceof ApiError ? (failure.body?.error.validationErrors ?? []) : [];
          if (members.length === 0) notifyError(failure);
          setErrors(Object.fromEntries(members.flatMap((v) => v.members.map((m) => [m, v.message]))));
        },
      },
    );
  };
  return (
    <form className="layouts-page__form" onSubmit={onSubmit}>
      {FIELDS.map((field) =>
        field === 'framework' && editing.id !== null ? null : (
          <label key={field} className="menus-page__field">
            <span>{t(`admin.layouts.fields.${field}`)}</span>
            <input
              value={form[field]}
              onChange={(event) => setForm({ ...form, [field]: event.target.value })}
              aria-invalid={errors[field] ? true : undefined}
              required={
                field === 'name' || field === 'displayName' || field === 'path' || field === 'framework'
              }
            />
            {errors[field] ? (
              <span className="menus-page__error" role="alert">
                {errors[field]}
              </span>
            ) : null}
          </label>
        ),
      )}
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onDone}>
          {t('admin.layouts.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('admin.layouts.save')}
        </button>
      </div>
    </form>
  );
}

function RemoveLayout({ layout, onDone }: { layout: LayoutDto; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteLayout();
  const confirm = () =>
    remove.mutate(layout.id, {
      onSuccess: () => {
        notify({ type: 'success', text: t('admin.layouts.removed', { name: layout.displayName }) });
        onDone();
      },
      onError: (failure) => notifyError(failure),
    });
  return (
    <div>
      <p>{t('admin.layouts.removeText', { name: layout.displayName })}</p>
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onDone} data-autofocus>
          {t('admin.layouts.cancel')}
        </button>
        <button type="button" className="button button--danger" onClick={confirm} disabled={remove.isPending}>
          {t('admin.layouts.remove')}
        </button>
      </div>
    </div>
  );
}
