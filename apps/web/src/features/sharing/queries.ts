/**
 * Sharing calls of spec section 7 and how they keep the desktop list in sync.
 *
 *   sharingApi.setShareCode(id) / revokeShareCode(id)     PATCH desktops/{id}/set-share-code
 *   sharingApi.cloneByShareCode(code)                     POST desktops/clone-by-share-code/{code}
 *   sharingApi.cloneFrom(id)                              POST desktops/clone-from/{id}
 *   useSharingActions()                                   the same with logging (spec section 8), cache updates
 *                                                          and a free name for the copy
 *
 * Failures are logged ('Cannot clone Desktop', 'Cannot share clone Desktop') and rethrown to the dialog.
 * Only the sharing fields of a cached desktop are replaced, so the board's layout in the cache stays.
 */
import { type DesktopDto, normalizeShareCode } from '@tafino/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { desktopKeys, desktopsApi } from '../desktops/queries.ts';
import { copyName, importName } from './names.ts';

const BASE = '/api/platform/desktops';

export const sharingApi = {
  setShareCode: (id: string) => api.patch<DesktopDto>(`${BASE}/${encodeURIComponent(id)}/set-share-code`, {}),
  revokeShareCode: (id: string) =>
    api.patch<DesktopDto>(`${BASE}/${encodeURIComponent(id)}/set-share-code`, { cloneShareActionCode: null }),
  cloneByShareCode: (code: string) =>
    api.post<DesktopDto>(`${BASE}/clone-by-share-code/${encodeURIComponent(normalizeShareCode(code))}`),
  cloneFrom: (sourceDesktopId: string) =>
    api.post<DesktopDto>(`${BASE}/clone-from/${encodeURIComponent(sourceDesktopId)}`),
};

type SharingFields = Pick<
  DesktopDto,
  'cloneShareActionCode' | 'sharedContexts' | 'shareContext' | 'clonedFromDesktopId'
>;

function sharingFields(desktop: DesktopDto): SharingFields {
  return {
    cloneShareActionCode: desktop.cloneShareActionCode,
    sharedContexts: desktop.sharedContexts,
    shareContext: desktop.shareContext,
    clonedFromDesktopId: desktop.clonedFromDesktopId,
  };
}

/** Takes the sharing fields of fresh desktops into the cached list (layout and names stay as cached). */
export function mergeSharing(
  list: DesktopDto[] | undefined,
  fresh: readonly DesktopDto[],
): DesktopDto[] | undefined {
  if (!list) return list;
  const byId = new Map(fresh.map((desktop) => [desktop.id, desktop]));
  return list.map((item) => {
    const next = byId.get(item.id);
    return next ? { ...item, ...sharingFields(next) } : item;
  });
}

function applySharing(client: QueryClient, desktop: DesktopDto): void {
  client.setQueryData<DesktopDto[]>(desktopKeys.list, (list) => mergeSharing(list, [desktop]));
}

function addDesktop(client: QueryClient, desktop: DesktopDto): void {
  client.setQueryData<DesktopDto[]>(desktopKeys.list, (list) => [
    ...(list ?? []).filter((item) => item.id !== desktop.id),
    desktop,
  ]);
}

/** Gives a fresh copy a name the user does not have yet (the URL shows the name); keeps it if renaming fails. */
async function rename(desktop: DesktopDto, name: string): Promise<DesktopDto> {
  if (name === desktop.name) return desktop;
  try {
    return await desktopsApi.update(desktop.id, { name, classCode: desktop.classCode });
  } catch (error) {
    console.error('Cannot rename cloned Desktop', error);
    return desktop;
  }
}

export interface SharingActions {
  /** Creates or renews the share code; returns the desktop with its new code. */
  setShareCode: (desktopId: string) => Promise<DesktopDto>;
  /** Ends sharing (the code stops working). */
  revokeShareCode: (desktopId: string) => Promise<DesktopDto>;
  /** Copies a colleague's shared desktop by code. */
  cloneByShareCode: (code: string) => Promise<DesktopDto>;
  /** Copies one of the user's own desktops ("Duplizieren"). */
  duplicate: (source: DesktopDto) => Promise<DesktopDto>;
  /** Reloads the sharing fields of all desktops (how many copies were made). */
  refreshSharing: () => Promise<void>;
}

export function useSharingActions(): SharingActions {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMemo(() => {
    const takenNames = (exceptId: string) =>
      (client.getQueryData<DesktopDto[]>(desktopKeys.list) ?? [])
        .filter((item) => item.id !== exceptId)
        .map((item) => item.name);

    const shareCall = async (call: () => Promise<DesktopDto>) => {
      try {
        const desktop = await call();
        applySharing(client, desktop);
        return desktop;
      } catch (error) {
        console.error('Cannot share clone Desktop', error);
        throw error;
      }
    };

    const cloneCall = async (call: () => Promise<DesktopDto>, name: (clone: DesktopDto) => string) => {
      let clone: DesktopDto;
      try {
        clone = await call();
      } catch (error) {
        console.error('Cannot clone Desktop', error);
        throw error;
      }
      const named = await rename(clone, name(clone));
      addDesktop(client, named);
      // The source now counts one more copy.
      void refresh();
      return named;
    };

    const refresh = async () => {
      try {
        const fresh = await desktopsApi.list();
        client.setQueryData<DesktopDto[]>(desktopKeys.list, (list) => mergeSharing(list, fresh));
      } catch {
        // Only the copy counter would be out of date.
      }
    };

    return {
      setShareCode: (id) => shareCall(() => sharingApi.setShareCode(id)),
      revokeShareCode: (id) => shareCall(() => sharingApi.revokeShareCode(id)),
      cloneByShareCode: (code) =>
        cloneCall(
          () => sharingApi.cloneByShareCode(code),
          (clone) => importName(clone.name, takenNames(clone.id), t),
        ),
      duplicate: (source) =>
        cloneCall(
          () => sharingApi.cloneFrom(source.id),
          (clone) => copyName(source.name, takenNames(clone.id), t),
        ),
      refreshSharing: refresh,
    };
  }, [client, t]);
}
