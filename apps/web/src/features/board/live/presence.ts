import { create } from 'zustand';

/** How many windows (devices) have the shown desktop open, 0 while unknown. No names. */
export const useLivePresence = create<{ count: number }>()(() => ({ count: 0 }));
