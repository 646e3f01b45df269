import { DRAW_BACKGROUND_PREVIEW_SIZE } from '@tafino/shared';
import { useId } from 'react';
import { useDrawBackgrounds } from './backgrounds.ts';
import './draw.css';
import { useTranslation } from '../sdk/i18n.ts';

/** The gallery's Draw backgrounds as 100x80 previews (radio group). */
export function BackgroundPicker({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const query = useDrawBackgrounds();
  if (query.isPending) return <p role="status">{t('widgets.Draw.background.loading')}</p>;
  if (query.isError || !query.data) return <p role="alert">{t('widgets.Draw.background.error')}</p>;
  const { width, height } = DRAW_BACKGROUND_PREVIEW_SIZE;
  return (
    <div className="draw-backgrounds" role="radiogroup" aria-label={t('widgets.Draw.background.title')}>
      {query.data.items.map((item) => {
        const label = t(`widgets.Draw.background.names.${item.slug}`, { defaultValue: item.title });
        return (
          <label key={item.slug} className="draw-backgrounds__item" data-slug={item.slug}>
            <input
              type="radio"
              name={name}
              className="visually-hidden"
              value={item.slug}
              checked={value === item.slug}
              onChange={() => onChange(item.slug)}
            />
            <img src={item.previewUrl} alt="" width={width} height={height} />
            <span>{label}</span>
          </label>
        );
      })}
    </div>
  );
}
