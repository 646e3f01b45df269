import { unselectedPupilNames } from '@tafino/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../../i18n/index.ts';
import { useAreas } from '../../../i18n/use-areas.ts';
import { lazyDialog, useOpenedOnce } from '../../../ui/lazy-dialog.tsx';
import { getWidgetDefinition } from '../../../widgets/registry.ts';
import { WidgetSdkProvider } from '../../../widgets/sdk/react/context.tsx';
import { LazyDerivedSettingsForm } from '../../../widgets/sdk/react/LazySettingsForm.tsx';
import { useClassList } from '../../class-list/queries.ts';
import { openSettings, resetSettings, setOwnerName, updateSettings } from '../store/board-actions.ts';
import { useBoardStore } from '../store/board-store.ts';
import { useBoardWidgetSdk } from './widget-sdk.ts';

// The class list editor loads when first opened from a panel.
const ClassListDialog = lazyDialog(() =>
  import('../../class-list/ClassListDialog.tsx').then((m) => m.ClassListDialog),
);

/**
 * Right-side panel (360 px): 'Gehört zu' on top, the derived form, then reset and 'Fertig'. Live changes.
 * 'Gehört zu' offers the names of the desktop class's list that no widget uses yet; the list is
 * edited right there ('Klassenliste bearbeiten') once the desktop has a class code.
 */
export function SettingsPanel() {
  const { t } = useTranslation();
  const id = useBoardStore((s) => s.settingsId);
  const widget = useBoardStore((s) => (s.settingsId ? s.widgets[s.settingsId] : undefined));
  const owners = useBoardStore(useShallow((s) => Object.values(s.widgets).map((w) => w.ownerName)));
  const classCode = useBoardStore((s) => s.desktop?.classCode.trim() ?? '');
  const edition = useBoardStore((s) => s.edition);
  const classList = useClassList(edition, classCode);
  const sdk = useBoardWidgetSdk(edition, classCode);
  const [editingClassList, setEditingClassList] = useState(false);
  const classListOpened = useOpenedOnce(editingClassList);
  const ownerId = useId();
  const panelRef = useRef<HTMLElement>(null);
  // The form's labels are the widgets' own strings (loaded with the first view or here).
  const labelsReady = useAreas(['widgets'], Boolean(id));
  useEffect(() => {
    if (id && labelsReady) panelRef.current?.focus();
  }, [id, labelsReady]);
  if (!id || !widget || !labelsReady) return null;
  const definition = getWidgetDefinition(widget.type);
  if (!definition) return null;
  const name = t(`widgets.${widget.type}.name`);
  const names = unselectedPupilNames(classList.data?.names ?? [], owners);
  const classListHint = !classCode
    ? t('board.settings.noClassCode')
    : classList.data?.linked === false
      ? t('board.settings.noClassList')
      : classList.data?.names.length === 0
        ? t('board.settings.classListEmpty', { classCode })
        : null;
  const close = () => openSettings(null);
  return (
    <aside
      ref={panelRef}
      className="settings-panel"
      aria-label={t('board.settings.title', { name })}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <h2 className="settings-panel__title">{t('board.settings.title', { name })}</h2>
      <div className="settings-panel__content">
        <div className="settings-form__row">
          <label htmlFor={ownerId}>{t('board.settings.owner')}</label>
          <select
            id={ownerId}
            value={widget.ownerName ?? ''}
            onChange={(e) => setOwnerName(id, e.target.value || null)}
          >
            <option value="">{t('board.settings.nobody')}</option>
            {widget.ownerName && <option value={widget.ownerName}>{widget.ownerName}</option>}
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {classListHint && <p className="settings-panel__hint">{classListHint}</p>}
          {classCode && (
            <button
              type="button"
              className="board-button board-button--secondary settings-panel__class-list"
              onClick={() => setEditingClassList(true)}
            >
              {t('board.settings.editClassList', { classCode })}
            </button>
          )}
        </div>
        <WidgetSdkProvider value={sdk}>
          <LazyDerivedSettingsForm
            type={definition.type}
            fields={definition.settings.fields}
            values={widget.settings}
            onChange={(patch) => updateSettings(id, patch)}
          />
        </WidgetSdkProvider>
      </div>
      <div className="settings-panel__footer">
        <button
          type="button"
          className="board-button board-button--secondary"
          onClick={() => resetSettings(id)}
        >
          {t('board.settings.reset')}
        </button>
        <button type="button" className="board-button" onClick={close}>
          {t('board.settings.done')}
        </button>
      </div>
      {classCode && classListOpened && (
        <ClassListDialog
          open={editingClassList}
          onClose={() => setEditingClassList(false)}
          edition={edition}
          classCode={classCode}
        />
      )}
    </aside>
  );
}
