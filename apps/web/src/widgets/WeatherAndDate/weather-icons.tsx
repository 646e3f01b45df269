// The season badge's self-drawn symbols in the colourful Grundschule style (thick dark outline, flat
// colours). The weather choices show the symbol pack's weather.* concepts (View.tsx). Decorative: the
// badge names the season in text.

const STROKE = '#263238';
const SUN = '#ffca28';

/** The sun's eight rays (every 45°, from radius 26 to 18 around its centre 32 32) as one path. */
const SUN_RAYS = [0, 45, 90, 135, 180, 225, 270, 315]
  .map((deg) => {
    const rad = (deg * Math.PI) / 180;
    const at = (r: number) => `${32 + r * Math.sin(rad)} ${32 - r * Math.cos(rad)}`;
    return `M${at(26)}L${at(18)}`;
  })
  .join('');

/** The sun of the season badge "Sommer". */
const SUN_DRAWING = (
  <g stroke={STROKE} strokeWidth="3" strokeLinecap="round">
    <path d={SUN_RAYS} />
    <circle cx="32" cy="32" r="12" fill={SUN} />
  </g>
);

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
    summer: SUN_DRAWING,
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
