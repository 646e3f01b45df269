import { create } from 'zustand';
import type { SyncStatus } from './sync-engine.ts';

/** The board's save state, read by the `SaveStatus` indicator in the top bar. */
export const useSaveStatus = create<SyncStatus>()(() => ({ pending: 0, failing: false, saving: false }));
