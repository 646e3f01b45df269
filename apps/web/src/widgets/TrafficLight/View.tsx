import { useTranslation } from 'react-i18next';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import { LIGHTS, type Light } from './definition.ts';
import './traffic-light.css';

/** Three lamps, red on top (or left). A tap lights one; a tap on the lit lamp switches all off. */
export function View({
  settings,
  componentData,
  readOnly = false,
  onComponentDataChange,
}: WidgetViewProps<'TrafficLight', { activeLight: Light | null }>) {
  const { t } = useTranslation();
  const active = componentData.activeLight;
  return (
    <div className={`traffic-light traffic-light--${settings.orientation}`}>
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
              {settings.showLabels && <span className="traffic-light__label">{label}</span>}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
