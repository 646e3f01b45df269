import { remainingNames } from '@tafino/shared';
import { useWidgetSdk } from './context.tsx';

/**
 * The names a picking widget ("Namen ziehen", "Glücksrad") draws from. With `remember` the class's
 * pick memory (shared by every widget of the teacher's class) decides who was picked; otherwise the
 * widget's own stored picks do, limited to the names it has now.
 */
export function usePickPool(names: readonly string[], remember: boolean, storedPicks: readonly string[]) {
  const memory = useWidgetSdk().useClassPicks(names, remember);
  const picked = memory?.ready ? memory.picked : storedPicks.filter((name) => names.includes(name));
  return { memory, picked, remaining: remainingNames(names, picked) };
}
