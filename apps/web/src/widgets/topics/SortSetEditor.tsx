import type { ComponentType } from 'react';
import { useId } from 'react';
import { useTranslation } from '../sdk/i18n.ts';
import { Group } from '../sdk/kinds/controls.tsx';
import type { SettingsEditorProps } from '../sdk/view-types.ts';
import type { TopicPack } from './pack-schema.ts';

const editors = new WeakMap<TopicPack, ComponentType<SettingsEditorProps>>();

/** The settings part of `sortSetId`: the pack's sort sets by title ('' = the first set). */
export function sortSetEditorFor(pack: TopicPack): ComponentType<SettingsEditorProps> {
  let Editor = editors.get(pack);
  if (!Editor) {
    Editor = function SortSetEditor({ type, name, values, onChange }: SettingsEditorProps) {
      const { t } = useTranslation();
      const id = useId();
      const value = String(values[name] ?? '');
      const current = pack.sortSets.some((s) => s.id === value) ? value : pack.sortSets[0]?.id;
      return (
        <Group label={t(`widgets.${type}.settings.${name}.label`)}>
          <div className="settings-form__segments">
            {pack.sortSets.map((set) => (
              <label key={set.id} className="settings-form__segment">
                <input
                  type="radio"
                  name={id}
                  value={set.id}
                  checked={current === set.id}
                  onChange={() => onChange({ [name]: set.id })}
                />
                <span>{set.title}</span>
              </label>
            ))}
          </div>
        </Group>
      );
    };
    editors.set(pack, Editor);
  }
  return Editor;
}
