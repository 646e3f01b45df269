// The Grundschule calendar's self-drawn winter scene behind the doors: a night sky with moon and
// stars, snowy hills, fir trees and a small house with a lit window. Decorative only.

const STARS: readonly [number, number][] = [
  [40, 30],
  [120, 60],
  [210, 24],
  [300, 70],
  [380, 36],
  [470, 58],
  [560, 22],
  [80, 110],
  [260, 120],
  [520, 110],
];

const tree = (x: number, y: number, s: number) => (
  <g key={`${x}-${y}`} transform={`translate(${x} ${y}) scale(${s})`}>
    <path d="M0-60L22-20H10L28 8H-28L-10-20H-22z" fill="#2e7d32" stroke="#1b5e20" strokeWidth="3" />
    <path d="M-6 8h12v12h-12z" fill="#6d4c41" />
    <path d="M-14-22l8-4M6-30l8 4M-18 2l10-4M8-4l10 4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
  </g>
);

export function WinterScene() {
  return (
    <svg
      className="advent__scene"
      viewBox="0 0 600 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id="advent-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0d1b3d" />
          <stop offset="1" stopColor="#3f5aa8" />
        </linearGradient>
      </defs>
      <rect width="600" height="400" fill="url(#advent-sky)" />
      <circle cx="520" cy="70" r="34" fill="#fff8e1" />
      <circle cx="536" cy="60" r="30" fill="#1a2c5e" opacity="0.9" />
      {STARS.map(([x, y]) => (
        <path key={`${x}-${y}`} d={`M${x} ${y - 6}l2 4l4 2l-4 2l-2 4l-2-4l-4-2l4-2z`} fill="#fff59d" />
      ))}
      <path d="M0 300C120 250 220 280 320 300S520 250 600 280V400H0z" fill="#e3f2fd" />
      <path d="M0 340C140 310 260 350 380 330S540 320 600 340V400H0z" fill="#fff" />
      {tree(60, 300, 1.2)}
      {tree(150, 320, 0.9)}
      {tree(470, 310, 1.1)}
      {tree(560, 330, 0.8)}
      <g transform="translate(300 282)">
        <path d="M-40 0h80v44h-80z" fill="#8d6e63" stroke="#4e342e" strokeWidth="3" />
        <path d="M-50 2L0-34L50 2z" fill="#fff" stroke="#b0bec5" strokeWidth="3" strokeLinejoin="round" />
        <path d="M-24 12h16v14h-16z" fill="#ffd54f" />
        <path d="M8 16h16v28h-16z" fill="#5d4037" />
      </g>
    </svg>
  );
}
