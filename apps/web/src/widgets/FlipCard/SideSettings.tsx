import type { FlipCardSide } from '@tafino/shared';
import { useId, useRef, useState } from 'react';
import { SettingsFields } from '../sdk/react/DerivedSettingsForm.tsx';
import type { SettingsEditorProps } from '../sdk/view-types.ts';
import { FLIP_CARD_SIDE_FIELDS } from './definition.ts';
import './flip-card.css';
import { useTranslation } from '../sdk/i18n.ts';

type SideKey = 'frontSide' | 'backSide';
const SIDES: readonly SideKey[] = ['frontSide', 'backSide'];

/** Settings part for both sides, with the tabs 'Vorderseite' and 'Rückseite'; each side's fields below. */
export function SettingsEditor({ values, onChange }: SettingsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<SideKey>('frontSide');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = SIDES[(index + SIDES.length) % SIDES.length] as SideKey;
    setTab(next);
    tabs.current[SIDES.indexOf(next)]?.focus();
  };
  // Loaded settings are repaired key by key, so the side has every key.
  const side = values[tab] as FlipCardSide & Record<string, unknown>;
  return (
    <div className="settings-form__row flip-settings">
      <div
        className="flip-settings__tabs"
        role="tablist"
        aria-label={t('widgets.FlipCard.settings.frontSide.label')}
      >
        {SIDES.map((key, index) => (
          <button
            key={key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-controls={`${id}-panel`}
            aria-selected={tab === key}
            tabIndex={tab === key ? 0 : -1}
            className="flip-settings__tab"
            onClick={() => setTab(key)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') select(index + 1);
              if (event.key === 'ArrowLeft') select(index - 1);
            }}
          >
            {t(`widgets.FlipCard.settings.${key}.label`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${tab}-tab`}
        className="flip-settings__panel"
      >
        <SettingsFields
          key={tab}
          type="FlipCard"
          fields={FLIP_CARD_SIDE_FIELDS}
          values={side}
          base={`widgets.FlipCard.settings.${tab}.fields`}
          onChange={(patch) => onChange({ [tab]: { ...side, ...patch } })}
        />
      </div>
    </div>
  );
}
