import { useEffect, useState } from 'react';
import { areasLoaded, loadAreas } from './index.ts';

/** Loads the areas once `wanted`; true once they are merged (at once when they already are). */
export function useAreas(areas: readonly string[], wanted = true): boolean {
  const key = areas.join(',');
  const [ready, setReady] = useState(() => areasLoaded(areas));
  useEffect(() => {
    if (ready || !wanted) return;
    let active = true;
    void loadAreas(key.split(',')).then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, [key, ready, wanted]);
  return ready;
}
