import type { ColorToken } from '@tafino/shared';
import './settings-form.css';
import { useTranslation } from '../../../i18n/index.ts';

/** Palette swatches: also used for the quick colour control in a widget's header. */
export function ColorSwatches({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: readonly ColorToken[];
  value: ColorToken;
  onChange: (v: ColorToken) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="color-swatches" role="radiogroup">
      {options.map((token) => (
        <label key={token} className="color-swatches__swatch" title={t(`board.colors.${token}`)}>
          <input
            type="radio"
            name={name}
            value={token}
            checked={value === token}
            onChange={() => onChange(token)}
            aria-label={t(`board.colors.${token}`)}
          />
          <span style={{ background: `var(--color-${token}, ${token})` }} data-token={token} />
        </label>
      ))}
    </div>
  );
}
