import type { WidgetIcon } from '../sdk/manifest.ts';

/** A 24x24 card drawing for the widget bar (Grundschule): a card with a coloured symbol area. */
export function cardIcon(color: string, symbol: string): WidgetIcon {
  return [{ d: 'M3 5h18v14H3z', fill: '#fff' }, { d: 'M5 7h14v7H5z', fill: color }, { d: symbol }];
}
