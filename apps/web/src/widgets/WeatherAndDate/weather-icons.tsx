import type { WeatherOption } from '@tafino/shared';
import type { ReactElement } from 'react';

// Self-drawn weather symbols in the colourful Grundschule style (thick dark outline, flat colours),
// used until the "Offene Symbole" pack offers its weather.* concepts. Decorative: the button
// carrying one names the weather in text.

const STROKE = '#263238';
const SUN = '#ffca28';
const CLOUD = '#e3f2fd';
const GREY = '#b0bec5';
const DROP = '#1e88e5';

const cloud = (fill: string) => (
  <path
    d="M18 44h28a10 10 0 0 0 0-20a14 14 0 0 0-26.6 4A8 8 0 0 0 18 44z"
    fill={fill}
    stroke={STROKE}
    strokeWidth="3"
    strokeLinejoin="round"
  />
);

const ICONS: Record<WeatherOption, ReactElement> = {
  sunny: (
    <g stroke={STROKE} strokeWidth="3" strokeLinecap="round">
      {[0, 45, 90, 135, 180, 225, 270, 315].map((deg) => (
        <path key={deg} d="M32 6v8" transform={`rotate(${deg} 32 32)`} />
      ))}
      <circle cx="32" cy="32" r="12" fill={SUN} />
    </g>
  ),
  cloudy: (
    <g>
      <circle cx="22" cy="22" r="9" fill={SUN} stroke={STROKE} strokeWidth="3" />
      {cloud(CLOUD)}
    </g>
  ),
  rainy: (
    <g>
      {cloud(GREY)}
      <g stroke={DROP} strokeWidth="3.5" strokeLinecap="round">
        <path d="M22 50l-3 7M32 50l-3 7M42 50l-3 7" />
      </g>
    </g>
  ),
  stormy: (
    <g>
      {cloud('#90a4ae')}
      <path
        d="M34 42l-8 11h7l-4 9l11-13h-7l4-7z"
        fill={SUN}
        stroke={STROKE}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </g>
  ),
  snowy: (
    <g>
      {cloud(CLOUD)}
      <g stroke="#4fc3f7" strokeWidth="3" strokeLinecap="round">
        {[20, 32, 44].map((x) => (
          <g key={x} transform={`translate(${x} 54)`}>
            <path d="M0-5v10M-4.3-2.5l8.6 5M-4.3 2.5l8.6-5" />
          </g>
        ))}
      </g>
    </g>
  ),
  foggy: (
    <g stroke={STROKE} strokeWidth="3.5" strokeLinecap="round">
      <path d="M10 22h34M18 32h38M8 42h36M16 52h34" stroke="#78909c" />
    </g>
  ),
  windy: (
    <g fill="none" stroke={STROKE} strokeWidth="3.5" strokeLinecap="round">
      <path d="M6 24h32a7 7 0 1 0-7-7" stroke="#26a69a" />
      <path d="M6 34h44a7 7 0 1 1-7 7" stroke="#26a69a" />
      <path d="M10 46h18" stroke="#80cbc4" />
    </g>
  ),
};

/** The symbol of one weather option, 64x64 units, scaled by its box. */
export function WeatherIcon({ option }: { option: WeatherOption }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="weather__icon">
      {ICONS[option]}
    </svg>
  );
}

/** The season badge's small drawing. */
export function SeasonIcon({ season }: { season: 'spring' | 'summer' | 'autumn' | 'winter' }) {
  const shapes = {
    spring: (
      <g stroke={STROKE} strokeWidth="3">
        <path d="M32 58V34" fill="none" />
        {[0, 72, 144, 216, 288].map((deg) => (
          <circle key={deg} cx="32" cy="16" r="8" fill="#f48fb1" transform={`rotate(${deg} 32 26)`} />
        ))}
        <circle cx="32" cy="26" r="6" fill={SUN} />
      </g>
    ),
    summer: ICONS.sunny,
    autumn: (
      <path
        d="M32 58V40M32 40C14 40 10 22 12 10c10 2 18 0 20-4c2 4 10 6 20 4c2 12-2 30-20 30z"
        fill="#ef6c00"
        stroke={STROKE}
        strokeWidth="3"
        strokeLinejoin="round"
      />
    ),
    winter: (
      <g stroke="#0288d1" strokeWidth="4" strokeLinecap="round">
        <path d="M32 6v52M9.5 19l45 26M9.5 45l45-26M26 10l6 6l6-6M26 54l6-6l6 6" fill="none" />
      </g>
    ),
  } as const;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="weather__season-icon">
      {shapes[season]}
    </svg>
  );
}
