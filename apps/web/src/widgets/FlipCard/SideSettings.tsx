import { COLOR_TOKENS, type FlipCardSide, parseHttpUrl } from '@tafino/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../features/assets/UploadProgress.tsx';
import { IMAGE_ACCEPT } from '../../features/assets/upload.ts';
import { useUpload } from '../../features/assets/use-upload.ts';
import { ColorSwatches } from '../sdk/react/DerivedSettingsForm.tsx';
import type { SettingsEditorProps } from '../sdk/view-types.ts';
import { FLIP_CARD_TEXT_MAX, normalizeSide } from './definition.ts';
import '../sdk/react/widget-ui.css';
import './flip-card.css';

type SideKey = 'frontSide' | 'backSide';
const SIDES: readonly SideKey[] = ['frontSide', 'backSide'];

/** Settings part for both sides, with the tabs 'Vorderseite' and 'Rückseite'. */
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
  const side = normalizeSide(values[tab]);
  const change = (patch: Partial<FlipCardSide>) => onChange({ [tab]: { ...side, ...patch } });
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
        <SideForm key={tab} side={side} onChange={change} />
      </div>
    </div>
  );
}

function SideForm({
  side,
  onChange,
}: {
  side: FlipCardSide;
  onChange: (patch: Partial<FlipCardSide>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const { progress, upload } = useUpload();
  const [urlDraft, setUrlDraft] = useState(side.assetId ? '' : side.assetUrl);
  const [urlInvalid, setUrlInvalid] = useState(false);
  const fields = 'widgets.FlipCard.settings.frontSide.fields';
  const applyUrl = () => {
    if (urlDraft.trim() === '') {
      onChange({ assetUrl: '', assetId: '' });
      return;
    }
    const url = parseHttpUrl(urlDraft);
    if (!url) {
      setUrlInvalid(true);
      return;
    }
    setUrlDraft(url.href);
    onChange({ assetUrl: url.href, assetId: '' });
  };
  return (
    <>
      <label className="settings-form__sub" htmlFor={`${id}-text`}>
        <span>{t(`${fields}.text.label`)}</span>
      </label>
      <textarea
        id={`${id}-text`}
        rows={3}
        maxLength={FLIP_CARD_TEXT_MAX}
        value={side.text}
        onChange={(event) => onChange({ text: event.target.value })}
      />
      <fieldset className="settings-form__row flip-settings__image">
        <legend>{t('widgets.FlipCard.image.title')}</legend>
        {side.assetUrl !== '' && (
          <img
            className="flip-settings__preview"
            src={side.assetUrl}
            alt={t('widgets.FlipCard.image.preview')}
          />
        )}
        <input
          ref={fileRef}
          type="file"
          accept={IMAGE_ACCEPT}
          className="w-sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="flip-card-file-input"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const asset = await upload(file);
            if (asset) {
              setUrlDraft('');
              onChange({ assetUrl: asset.url, assetId: asset.id });
            }
          }}
        />
        {progress !== null ? (
          <UploadProgress value={progress} label={t('widgets.FlipCard.image.uploading')} />
        ) : (
          <div className="w-actions flip-settings__actions">
            <button type="button" className="w-btn" onClick={() => fileRef.current?.click()}>
              {t('widgets.FlipCard.image.upload')}
            </button>
            {side.assetUrl !== '' && (
              <button
                type="button"
                className="w-btn w-btn--secondary"
                onClick={() => {
                  setUrlDraft('');
                  onChange({ assetUrl: '', assetId: '' });
                }}
              >
                {t('widgets.FlipCard.image.remove')}
              </button>
            )}
          </div>
        )}
        <label htmlFor={`${id}-url`}>{t(`${fields}.assetUrl.label`)}</label>
        <div className="flip-settings__url">
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={urlDraft}
            aria-invalid={urlInvalid}
            onChange={(event) => {
              setUrlDraft(event.target.value);
              setUrlInvalid(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyUrl();
            }}
          />
          <button type="button" className="w-small flip-settings__apply" onClick={applyUrl}>
            {t('widgets.FlipCard.image.apply')}
          </button>
        </div>
        {urlInvalid && (
          <p className="flip-settings__error" role="alert">
            {t('widgets.FlipCard.image.invalid')}
          </p>
        )}
      </fieldset>
      <fieldset className="settings-form__row">
        <legend>{t(`${fields}.backgroundColor.label`)}</legend>
        <ColorSwatches
          name={`${id}-color`}
          options={COLOR_TOKENS}
          value={side.backgroundColor}
          onChange={(token) => onChange({ backgroundColor: token })}
        />
      </fieldset>
    </>
  );
}
