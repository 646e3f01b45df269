import type { CSSProperties } from 'react';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import { LIGHTS, type Light } from './definition.ts';
import '../sdk/ui/widget-ui.css';
import './traffic-light.css';
import { useTranslation } from '../sdk/i18n.ts';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Three lamps, red on top (or left). A tap lights one; a tap on the lit lamp switches all off. */
export function View({
  settings,
  componentData,
  size,
  readOnly = false,
  onComponentDataChange,
}: WidgetViewProps<'TrafficLight', { activeLight: Light | null }>) {
  const { t } = useTranslation();
  const active = componentData.activeLight;
  // A frame too short for three lamps on top of each other shows them side by side; tiny frames drop the labels.
  const orientation =
    settings.orientation === 'vertical' && size.height < 120 ? 'horizontal' : settings.orientation;
  const showLabels = settings.showLabels && Math.min(size.width, size.height) >= 100;
  // The lamps fill the frame: three along the housing, as wide as the housing across (half of it beside labels).
  const short = Math.min(size.width, size.height);
  const inset = 2 * (2 + clamp(short * 0.03, 4, 24));
  const gap = clamp(short * 0.04, 4, 32);
  const along = (orientation === 'vertical' ? size.height : size.width) - inset;
  const across = (orientation === 'vertical' ? size.width : size.height) - inset;
  const lamp = Math.floor(Math.max(8, Math.min((along - 2 * gap) / 3, showLabels ? across * 0.5 : across)));
  return (
    <div
      className={`traffic-light w-fill traffic-light--${orientation}`}
      style={{ '--lamp': `${lamp}px`, '--lamp-gap': `${gap}px` } as CSSProperties}
    >
      <fieldset className="traffic-light__housing" aria-label={t('widgets.TrafficLight.name')}>
        {LIGHTS.map((light) => {
          const colour = t(`widgets.TrafficLight.colors.${light}`);
          const label = settings.labels[light];
          return (
            <div key={light} className="traffic-light__row">
              <button
                type="button"
                className={`traffic-light__lamp traffic-light__lamp--${light}`}
                aria-pressed={active === light}
                aria-label={settings.showLabels && label ? `${colour}: ${label}` : colour}
                data-light={light}
                // Read-only (the embed): the lit lamp is shown, no lamp can be switched.
                disabled={readOnly}
                onClick={() => onComponentDataChange({ activeLight: active === light ? null : light })}
              />
              {showLabels && <span className="traffic-light__label">{label}</span>}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
