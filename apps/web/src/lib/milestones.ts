/**
 * Milestones of opening the app, as User Timing marks named `tafino:<name>` (`performance.getEntriesByType
 * ('mark')`; a timeline trace shows them too). scripts/board-waterfall.mjs prints them to tell which
 * step a board's opening waits for. A mark is set once per page; browsers without User Timing set none.
 */
const set = new Set<string>();

export function milestone(name: string): void {
  if (set.has(name)) return;
  set.add(name);
  globalThis.performance?.mark?.(`tafino:${name}`);
}
