import { COLOR_TOKENS, type DataDto, type DataItemDto } from '@tafino/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAreas } from '../../../i18n/use-areas.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { notify, notifyError } from '../../notifications/store.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { isAdmin } from '../../symbol-packs/is-admin.ts';
import { type DictionaryChange, newItemKey, PAGE_SIZE, useDataPage, useDictionaryChange } from './queries.ts';
import './data-dictionary.css';
import { useTranslation } from '../../../i18n/index.ts';
import { useAuth } from '../../auth/use-auth.ts';

const UNDO_MS = 10_000;

/**
 * "Datenwörterbuch" (admins): the school's lists the widgets choose from (spec section 7) with their
 * entries: rename, recolour, add, remove (after a confirmation, with "Rückgängig"), reset a shipped
 * entry or list to its default; lists searched and paged on the server.
 */
export function DataDictionaryPage() {
  const ready = useAreas(['dictionary', 'admin']);
  const auth = useAuth();
  if (!ready) return <PageLoading />;
  if (!isAdmin(auth.user?.profile)) return <NotAllowed />;
  return <DataDictionary />;
}

function NotAllowed() {
  const { t } = useTranslation();
  useDocumentTitle(t('dictionary.title'));
  return (
    <section className="data-dictionary" aria-labelledby="data-dictionary-title">
      <div className="data-dictionary__inner">
        <h1 id="data-dictionary-title">{t('dictionary.title')}</h1>
        <p role="alert">
          {t('errors.http.403', { defaultValue: 'Sie haben keine Berechtigung für diese Aktion.' })}
        </p>
        <Link className="button" to="/">
          {t('dictionary.backToBoard')}
        </Link>
      </div>
    </section>
  );
}

interface Undo {
  text: string;
  change: DictionaryChange;
}

function DataDictionary() {
  const { t } = useTranslation();
  useDocumentTitle(t('dictionary.title'));
  const [input, setInput] = useState('');
  const [filter, setFilter] = useState('');
  const [skip, setSkip] = useState(0);
  const page = useDataPage(filter, skip);
  const change = useDictionaryChange();
  const [undo, setUndo] = useState<Undo | null>(null);
  const [confirm, setConfirm] = useState<
    { kind: 'item'; list: DataDto; item: DataItemDto } | { kind: 'list'; list: DataDto } | null
  >(null);

  // The search asks the server once typing pauses.
  useEffect(() => {
    const id = setTimeout(() => {
      setFilter(input.trim());
      setSkip(0);
    }, 250);
    return () => clearTimeout(id);
  }, [input]);
  useEffect(() => {
    if (!undo) return;
    const id = setTimeout(() => setUndo(null), UNDO_MS);
    return () => clearTimeout(id);
  }, [undo]);

  const run = (next: DictionaryChange, done?: string, offerUndo?: Undo) =>
    change.mutateAsync(next).then(
      () => {
        if (offerUndo) setUndo(offerUndo);
        else if (done) notify({ type: 'success', text: done });
        return true;
      },
      (failure) => {
        notifyError(failure);
        return false;
      },
    );

  const removeItem = async (list: DataDto, item: DataItemDto) => {
    setConfirm(null);
    await run({ kind: 'removeItem', id: list.id, name: item.name }, undefined, {
      text: t('dictionary.removed', { name: item.displayName }),
      change: {
        kind: 'addItem',
        id: list.id,
        body: {
          name: item.name,
          displayName: item.displayName,
          value: item.value,
          description: item.description,
          edition: item.edition,
        },
      },
    });
  };
  const removeList = async (list: DataDto) => {
    setConfirm(null);
    await run(
      { kind: 'removeList', id: list.id },
      t(list.isStatic ? 'dictionary.resetDialog.done' : 'dictionary.resetDialog.deleted', {
        list: list.displayName,
      }),
    );
  };

  const data = page.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;
  const current = Math.floor(skip / PAGE_SIZE) + 1;

  return (
    <section className="data-dictionary" aria-labelledby="data-dictionary-title">
      <div className="data-dictionary__inner">
        <header className="data-dictionary__header">
          <div>
            <h1 id="data-dictionary-title">{t('dictionary.title')}</h1>
            <p className="data-dictionary__intro">{t('dictionary.intro')}</p>
          </div>
        </header>

        <div className="data-dictionary__toolbar">
          <label className="data-dictionary__search">
            <span>{t('dictionary.search')}</span>
            <input
              type="search"
              value={input}
              placeholder={t('dictionary.searchPlaceholder')}
              onChange={(event) => setInput(event.target.value)}
            />
          </label>
          <NewListForm onCreate={(body, done) => run({ kind: 'createList', body }, done)} />
        </div>

        {undo ? (
          <div className="data-dictionary__undo" role="status">
            <span>{undo.text}</span>
            <button
              type="button"
              className="button"
              onClick={() => {
                const { change: back } = undo;
                setUndo(null);
                void run(
                  back,
                  t('dictionary.restored', {
                    name: (back as { body: { displayName: string } }).body.displayName,
                  }),
                );
              }}
            >
              {t('dictionary.undo')}
            </button>
          </div>
        ) : null}

        {page.isPending ? (
          <PageLoading />
        ) : page.isError ? (
          <div className="data-dictionary__message" role="alert">
            <p>{t('dictionary.loadError')}</p>
            <button type="button" className="button" onClick={() => void page.refetch()}>
              {t('dictionary.retry')}
            </button>
          </div>
        ) : data && data.items.length === 0 ? (
          <p className="data-dictionary__message">{t('dictionary.noResults', { filter })}</p>
        ) : (
          <>
            <div className="data-dictionary__lists">
              {data?.items.map((list) => (
                <DataList
                  key={list.id}
                  list={list}
                  busy={change.isPending}
                  onSave={(item, body) =>
                    run(
                      { kind: 'updateItem', id: list.id, name: item.name, body },
                      t('dictionary.saved', { name: body.displayName }),
                    )
                  }
                  onAdd={(body) =>
                    run(
                      { kind: 'addItem', id: list.id, body },
                      t('dictionary.add.done', { name: body.displayName }),
                    )
                  }
                  onRemove={(item) => setConfirm({ kind: 'item', list, item })}
                  onReset={() => setConfirm({ kind: 'list', list })}
                />
              ))}
            </div>
            <nav
              className="data-dictionary__pager"
              aria-label={t('dictionary.page', { page: current, pages, count: data?.totalCount ?? 0 })}
            >
              <button
                type="button"
                className="button"
                disabled={skip === 0}
                onClick={() => setSkip(Math.max(0, skip - PAGE_SIZE))}
              >
                {t('dictionary.previous')}
              </button>
              <span>{t('dictionary.page', { page: current, pages, count: data?.totalCount ?? 0 })}</span>
              <button
                type="button"
                className="button"
                disabled={current >= pages}
                onClick={() => setSkip(skip + PAGE_SIZE)}
              >
                {t('dictionary.next')}
              </button>
            </nav>
          </>
        )}
      </div>

      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm?.kind === 'item'
            ? t('dictionary.removeDialog.title')
            : confirm?.list.isStatic
              ? t('dictionary.resetDialog.title')
              : t('dictionary.deleteList')
        }
      >
        {confirm?.kind === 'item' ? (
          <Confirm
            text={t('dictionary.removeDialog.text', {
              name: confirm.item.displayName,
              list: confirm.list.displayName,
            })}
            confirm={t('dictionary.removeDialog.confirm')}
            onCancel={() => setConfirm(null)}
            onConfirm={() => void removeItem(confirm.list, confirm.item)}
          />
        ) : confirm?.kind === 'list' ? (
          <Confirm
            text={t(
              confirm.list.isStatic ? 'dictionary.resetDialog.text' : 'dictionary.resetDialog.deleteText',
              {
                list: confirm.list.displayName,
              },
            )}
            confirm={t(
              confirm.list.isStatic
                ? 'dictionary.resetDialog.confirm'
                : 'dictionary.resetDialog.confirmDelete',
            )}
            onCancel={() => setConfirm(null)}
            onConfirm={() => void removeList(confirm.list)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

function Confirm({
  text,
  confirm,
  onCancel,
  onConfirm,
}: {
  text: string;
  confirm: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="data-dictionary__confirm">
      <p>{text}</p>
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onCancel} data-autofocus>
          {t('dictionary.removeDialog.cancel')}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </div>
  );
}

interface ItemValues {
  displayName: string;
  value: string;
  description: string;
  edition: DataItemDto['edition'];
}

function DataList({
  list,
  busy,
  onSave,
  onAdd,
  onRemove,
  onReset,
}: {
  list: DataDto;
  busy: boolean;
  onSave: (item: DataItemDto, body: ItemValues) => Promise<boolean>;
  onAdd: (body: ItemValues & { name: string }) => Promise<boolean>;
  onRemove: (item: DataItemDto) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const titleId = `data-list-${list.id}`;
  return (
    <article
      className="data-dictionary__list"
      aria-labelledby={titleId}
      data-testid="data-list"
      data-list={list.name}
    >
      <header className="data-dictionary__list-head">
        <div>
          <h2 id={titleId}>
            {list.displayName}{' '}
            <span className="data-dictionary__badge">
              {t(list.isStatic ? 'dictionary.shipped' : 'dictionary.own')}
            </span>
            {list.isStatic && list.isChanged ? (
              <span className="data-dictionary__badge data-dictionary__badge--changed">
                {t('dictionary.changed')}
              </span>
            ) : null}
          </h2>
          <p className="data-dictionary__meta">
            {list.description} · {t('dictionary.entries', { count: list.items.length })}
          </p>
        </div>
        {!list.isStatic || list.isChanged ? (
          <button type="button" className="button button--danger" onClick={onReset}>
            {t(list.isStatic ? 'dictionary.resetList' : 'dictionary.deleteList')}
          </button>
        ) : null}
      </header>
      <table className="data-dictionary__table">
        <thead>
          <tr>
            <th scope="col">{t('dictionary.columns.name')}</th>
            {list.valueType !== 'none' ? (
              <th scope="col">
                {t(list.valueType === 'color' ? 'dictionary.columns.color' : 'dictionary.columns.number')}
              </th>
            ) : null}
            <th scope="col">{t('dictionary.columns.edition')}</th>
            <th scope="col">{t('dictionary.columns.key')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('dictionary.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((item) =>
            editing === item.name ? (
              <EditRow
                key={item.name}
                list={list}
                item={item}
                busy={busy}
                onCancel={() => setEditing(null)}
                onSave={async (values) => {
                  if (await onSave(item, values)) setEditing(null);
                }}
              />
            ) : (
              <tr key={item.name} data-item={item.name}>
                <td>
                  <span className="data-dictionary__name">{item.displayName}</span>
                  {item.isStatic && item.isChanged && item.defaultDisplayName !== item.displayName ? (
                    <span className="data-dictionary__default">({item.defaultDisplayName})</span>
                  ) : null}
                </td>
                {list.valueType !== 'none' ? (
                  <td>
                    <ValueCell valueType={list.valueType} value={item.value} />
                  </td>
                ) : null}
                <td>{t(`dictionary.editions.${item.edition ?? 'both'}`)}</td>
                <td>
                  <code className="data-dictionary__key">{item.name}</code>
                </td>
                <td className="data-dictionary__actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={t('dictionary.editLabel', { name: item.displayName })}
                    onClick={() => setEditing(item.name)}
                  >
                    {t('dictionary.edit')}
                  </button>
                  {item.isStatic && item.isChanged ? (
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-label={t('dictionary.restoreLabel', {
                        name: item.displayName,
                        original: item.defaultDisplayName,
                      })}
                      onClick={() =>
                        void onSave(item, {
                          displayName: item.defaultDisplayName ?? item.displayName,
                          value: item.defaultValue ?? '',
                          description: '',
                          edition: item.edition,
                        })
                      }
                    >
                      {t('dictionary.restore')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button--danger"
                    aria-label={t('dictionary.removeLabel', { name: item.displayName })}
                    onClick={() => onRemove(item)}
                  >
                    {t('dictionary.remove')}
                  </button>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      <AddItemForm list={list} busy={busy} onAdd={onAdd} />
    </article>
  );
}

function ValueCell({ valueType, value }: { valueType: DataDto['valueType']; value: string }) {
  const { t } = useTranslation();
  if (valueType === 'color') {
    return (
      <span className="data-dictionary__color">
        <span
          className="data-dictionary__swatch"
          style={{ background: `var(--swatch-${value}, ${value})` }}
        />
        {t(`dictionary.colors.${value}`, { defaultValue: value })}
      </span>
    );
  }
  return <span>{value}</span>;
}

function ValueInput({
  valueType,
  value,
  label,
  onChange,
}: {
  valueType: DataDto['valueType'];
  value: string;
  label: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  if (valueType === 'color') {
    return (
      <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {COLOR_TOKENS.map((token) => (
          <option key={token} value={token}>
            {t(`dictionary.colors.${token}`)}
          </option>
        ))}
      </select>
    );
  }
  if (valueType === 'number') {
    return (
      <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {['1', '2', '3', '4'].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    );
  }
  return null;
}

function EditRow({
  list,
  item,
  busy,
  onCancel,
  onSave,
}: {
  list: DataDto;
  item: DataItemDto;
  busy: boolean;
  onCancel: () => void;
  onSave: (values: ItemValues) => void;
}) {
  const { t } = useTranslation();
  const [displayName, setDisplayName] = useState(item.displayName);
  const [value, setValue] = useState(item.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (displayName.trim())
      onSave({
        displayName: displayName.trim(),
        value,
        description: item.description,
        edition: item.edition,
      });
  };
  const formId = `edit-${list.id}-${item.name}`;
  return (
    <tr className="data-dictionary__editing" data-item={item.name}>
      <td>
        <form id={formId} onSubmit={submit} />
        <input
          form={formId}
          type="text"
          value={displayName}
          maxLength={64}
          required
          aria-label={t('dictionary.nameOf', { name: item.displayName })}
          onChange={(event) => setDisplayName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
          data-autofocus
          // biome-ignore lint/a11y/noAutofocus: the row turned into a form on the admin's request
          autoFocus
        />
      </td>
      {list.valueType !== 'none' ? (
        <td>
          <ValueInput
            valueType={list.valueType}
            value={value}
            label={t(list.valueType === 'color' ? 'dictionary.colorOf' : 'dictionary.numberOf', {
              name: item.displayName,
            })}
            onChange={setValue}
          />
        </td>
      ) : null}
      <td>{t(`dictionary.editions.${item.edition ?? 'both'}`)}</td>
      <td>
        <code className="data-dictionary__key">{item.name}</code>
      </td>
      <td className="data-dictionary__actions">
        <button type="submit" form={formId} className="button button--primary" disabled={busy}>
          {t('dictionary.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('dictionary.cancel')}
        </button>
      </td>
    </tr>
  );
}

function AddItemForm({
  list,
  busy,
  onAdd,
}: {
  list: DataDto;
  busy: boolean;
  onAdd: (body: ItemValues & { name: string }) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [displayName, setDisplayName] = useState('');
  const initial = list.valueType === 'color' ? 'blue' : list.valueType === 'number' ? '1' : '';
  const [value, setValue] = useState(initial);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = displayName.trim();
    if (!name) return;
    const added = await onAdd({
      name: newItemKey(list, name),
      displayName: name,
      value,
      description: '',
      edition: null,
    });
    if (added) {
      setDisplayName('');
      setValue(initial);
    }
  };
  return (
    <form
      className="data-dictionary__add"
      onSubmit={submit}
      aria-label={`${t('dictionary.add.title')}: ${list.displayName}`}
    >
      <label>
        <span>{t('dictionary.add.name')}</span>
        <input
          type="text"
          value={displayName}
          maxLength={64}
          onChange={(event) => setDisplayName(event.target.value)}
        />
      </label>
      {list.valueType !== 'none' ? (
        <div className="data-dictionary__field">
          <span aria-hidden="true">
            {t(list.valueType === 'color' ? 'dictionary.columns.color' : 'dictionary.columns.number')}
          </span>
          <ValueInput
            valueType={list.valueType}
            value={value}
            label={t(list.valueType === 'color' ? 'dictionary.columns.color' : 'dictionary.columns.number')}
            onChange={setValue}
          />
        </div>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy || !displayName.trim()}>
        {t('dictionary.add.button')}
      </button>
    </form>
  );
}

function NewListForm({
  onCreate,
}: {
  onCreate: (
    body: { name: string; displayName: string; description: string; valueType: DataDto['valueType'] },
    done: string,
  ) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [valueType, setValueType] = useState<DataDto['valueType']>('none');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await onCreate(
      { name: name.trim(), displayName: displayName.trim(), description: '', valueType },
      t('dictionary.newList.done', { name: displayName.trim() }),
    );
    if (ok) {
      setOpen(false);
      setName('');
      setDisplayName('');
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('dictionary.newList.title')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('dictionary.newList.title')}>
        <form className="data-dictionary__new" onSubmit={submit}>
          <label>
            <span>{t('dictionary.newList.displayName')}</span>
            <input
              type="text"
              value={displayName}
              maxLength={64}
              required
              data-autofocus
              onChange={(e) => setDisplayName(e.target.value)}
            />
          </label>
          <label>
            <span>{t('dictionary.newList.name')}</span>
            <input
              type="text"
              value={name}
              maxLength={64}
              required
              pattern="[a-z][a-z0-9\-]*"
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label>
            <span>{t('dictionary.newList.valueType')}</span>
            <select value={valueType} onChange={(e) => setValueType(e.target.value as DataDto['valueType'])}>
              {(['none', 'color', 'number'] as const).map((type) => (
                <option key={type} value={type}>
                  {t(`dictionary.newList.valueTypes.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="button-row button-row--end">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('dictionary.cancel')}
            </button>
            <button type="submit" className="button button--primary">
              {t('dictionary.newList.button')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
