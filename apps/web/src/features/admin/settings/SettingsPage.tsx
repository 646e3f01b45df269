import { type SettingDto, type SettingName, SettingNames } from '@tafino/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAreas } from '../../../i18n/use-areas.ts';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../notifications/store.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { isAdmin } from '../../symbol-packs/is-admin.ts';
import { type SettingsScope, useChangeSettings, useOssSettings, useSettingsScope } from './queries.ts';
import './settings-page.css';
import { useTranslation } from '../../../i18n/index.ts';
import { useAuth } from '../../auth/use-auth.ts';

/** The settings an admin edits, in the order shown. */
const EDITABLE: readonly SettingName[] = [
  SettingNames.ProductEdition,
  SettingNames.SoundEnabled,
  SettingNames.BackgroundColor,
  SettingNames.BackgroundColors,
  SettingNames.BackgroundImageSlug,
  SettingNames.FooterImageGroupSlug,
];

/**
 * "Einstellungen" (admins): the tenant's settings and, for the host admin, the global ones (the chain
 * global → tenant → user of spec section 7), plus the storage settings (read-only). Values are checked
 * by the server, whose German message is shown.
 */
export function SettingsPage() {
  const ready = useAreas(['adminSettings', 'dictionary']);
  const auth = useAuth();
  if (!ready) return <PageLoading />;
  if (!isAdmin(auth.user?.profile)) return <NotAllowed />;
  return <Settings />;
}

function NotAllowed() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminSettings.title'));
  return (
    <section className="admin-settings" aria-labelledby="admin-settings-title">
      <div className="admin-settings__inner">
        <h1 id="admin-settings-title">{t('adminSettings.title')}</h1>
        <p role="alert">
          {t('errors.http.403', { defaultValue: 'Sie haben keine Berechtigung für diese Aktion.' })}
        </p>
        <Link className="button" to="/">
          {t('adminSettings.backToBoard')}
        </Link>
      </div>
    </section>
  );
}

function Settings() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminSettings.title'));
  // The global section only for the host admin: the server decides (403 for everyone else).
  const global = useSettingsScope('global');
  const oss = useOssSettings(global.isSuccess ? 'global' : 'tenant', !global.isPending);
  return (
    <section className="admin-settings" aria-labelledby="admin-settings-title">
      <div className="admin-settings__inner">
        <header className="admin-settings__header">
          <div>
            <h1 id="admin-settings-title">{t('adminSettings.title')}</h1>
            <p className="admin-settings__intro">{t('adminSettings.intro')}</p>
          </div>
        </header>
        <ScopeForm scope="tenant" />
        {global.isSuccess ? <ScopeForm scope="global" /> : null}
        <section className="admin-settings__card" aria-labelledby="admin-settings-storage">
          <h2 id="admin-settings-storage">{t('adminSettings.storage')}</h2>
          <p className="admin-settings__hint">{t('adminSettings.storageHint')}</p>
          {oss.data ? (
            <dl className="admin-settings__facts">
              {oss.data.map((entry) => (
                <div key={entry.name}>
                  <dt>{t(nameKey(entry.name), { defaultValue: entry.name })}</dt>
                  <dd>
                    {entry.name.endsWith('StorageDriver')
                      ? t(`adminSettings.drivers.${entry.value}`, { defaultValue: entry.value ?? '' })
                      : entry.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      </div>
    </section>
  );
}

/**
 * The names with a value stored at this scope, the only ones 'Zurücksetzen' can remove: the tenant's
 * read answers effective values and marks its own with `stored`; the global read holds only stored ones.
 */
export function storedNames(items: readonly (SettingDto & { stored?: boolean })[] | undefined): Set<string> {
  return new Set(
    (items ?? []).filter((s) => (s.stored === undefined ? s.value !== null : s.stored)).map((s) => s.name),
  );
}

const valueMap = (items: SettingDto[] | undefined) =>
  Object.fromEntries((items ?? []).map((s) => [s.name, s.value ?? ''])) as Record<string, string>;

function ScopeForm({ scope }: { scope: SettingsScope }) {
  const { t } = useTranslation();
  const query = useSettingsScope(scope);
  const save = useChangeSettings(scope);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [error, setError] = useState<string[] | null>(null);
  const stored = valueMap(query.data);
  const own = storedNames(query.data);
  useEffect(() => {
    if (query.data) setDraft(valueMap(query.data));
  }, [query.data]);

  const send = async (values: SettingDto[], done: string) => {
    setError(null);
    try {
      await save.mutateAsync(values);
      notify({ type: 'success', text: done });
    } catch (failure) {
      const api = failure instanceof ApiError ? failure : undefined;
      const lines = (api?.body?.error.validationErrors ?? []).map((v) => v.message);
      setError([api?.body?.error.message ?? String(failure), ...lines]);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = EDITABLE.filter((name) => (draft[name] ?? '') !== (stored[name] ?? '')).map((name) => ({
      name,
      value: draft[name] === '' ? null : toStored(name, draft[name] ?? ''),
    }));
    if (changed.length > 0) void send(changed, t('adminSettings.saved'));
  };

  const titleId = `admin-settings-${scope}`;
  return (
    <section className="admin-settings__card" aria-labelledby={titleId} data-scope={scope}>
      <h2 id={titleId}>{t(scope === 'tenant' ? 'adminSettings.tenant' : 'adminSettings.global')}</h2>
      <p className="admin-settings__hint">
        {t(scope === 'tenant' ? 'adminSettings.tenantHint' : 'adminSettings.globalHint')}
      </p>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <div role="alert">
          <p>{t('adminSettings.loadError')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('adminSettings.retry')}
          </button>
        </div>
      ) : (
        <form className="admin-settings__form" onSubmit={submit}>
          {EDITABLE.map((name) => {
            const id = `${scope}-${name}`;
            const label = t(nameKey(name));
            return (
              <div key={name} className="admin-settings__row">
                <label htmlFor={id}>{label}</label>
                <SettingInput
                  id={id}
                  name={name}
                  value={fromStored(name, draft[name] ?? '')}
                  onChange={(value) => setDraft((d) => ({ ...d, [name]: value }))}
                />
                <button
                  type="button"
                  className="button"
                  aria-label={t('adminSettings.resetLabel', { name: label })}
                  disabled={save.isPending || !own.has(name)}
                  onClick={() =>
                    void send([{ name, value: null }], t('adminSettings.resetDone', { name: label }))
                  }
                >
                  {t('adminSettings.reset')}
                </button>
              </div>
            );
          })}
          {error ? (
            <div className="admin-settings__error" role="alert">
              <strong>{t('adminSettings.failed')}</strong>
              <ul>
                {error.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="button-row button-row--end">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {t('adminSettings.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The i18n key of a setting's label (its last name segment: i18next splits keys at dots). */
const nameKey = (name: string) => `adminSettings.names.${name.split('.').at(-1)}`;

/** The palette is stored as a JSON list and edited as comma-separated values. */
function fromStored(name: SettingName, value: string): string {
  if (name !== SettingNames.BackgroundColors || !value.startsWith('[')) return value;
  try {
    return (JSON.parse(value) as string[]).join(', ');
  } catch {
    return value;
  }
}
function toStored(name: SettingName, value: string): string {
  if (name !== SettingNames.BackgroundColors) return value.trim();
  return JSON.stringify(
    value
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  );
}

function SettingInput({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: SettingName;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  if (name === SettingNames.ProductEdition) {
    return (
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('adminSettings.notSet')}</option>
        {(['PrimaryGradeLevel', 'SecondaryGradeLevel', 'Unset'] as const).map((edition) => (
          <option key={edition} value={edition}>
            {t(`adminSettings.editions.${edition}`)}
          </option>
        ))}
      </select>
    );
  }
  if (name === SettingNames.SoundEnabled) {
    return (
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('adminSettings.notSet')}</option>
        <option value="true">{t('adminSettings.sound.true')}</option>
        <option value="false">{t('adminSettings.sound.false')}</option>
      </select>
    );
  }
  if (name === SettingNames.BackgroundColor) {
    return (
      <span className="admin-settings__color">
        <input
          id={id}
          type="text"
          value={value}
          placeholder="#dcebf7"
          maxLength={24}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          type="color"
          aria-label={t('adminSettings.pickColor', { name: t(nameKey(name)) })}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#ffffff'}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    );
  }
  return (
    <input
      id={id}
      type="text"
      value={value}
      maxLength={name === SettingNames.BackgroundColors ? 400 : 120}
      placeholder={name === SettingNames.BackgroundColors ? t('adminSettings.paletteHint') : ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
