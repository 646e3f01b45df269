import type { DesktopDto } from '@tafino/shared';
import { useEffect } from 'react';
import { useMatch } from 'react-router';
import { findDesktopByName, useDesktops } from './queries.ts';
import { useDesktopStore } from './store.ts';

export interface CurrentDesktop {
  desktops: DesktopDto[] | undefined;
  /** The desktop shown now: the one named in /desktops/:name, else the remembered one, else the first. */
  desktop: DesktopDto | undefined;
  /** The name in the URL, if any. */
  urlName: string | undefined;
  /** True when the URL names a desktop the user does not have. */
  notFound: boolean;
  isLoading: boolean;
  error: unknown;
}

/** Resolves the current desktop from the URL and keeps the desktop store in sync. */
export function useCurrentDesktop(): CurrentDesktop {
  const query = useDesktops();
  const match = useMatch('/desktops/:name');
  const rememberedId = useDesktopStore((s) => s.currentDesktopId);
  const rememberedName = useDesktopStore((s) => s.currentDesktopName);
  const setCurrentDesktop = useDesktopStore((s) => s.setCurrentDesktop);
  const desktops = query.data;
  const urlName = match?.params.name;
  const desktop =
    urlName !== undefined
      ? findDesktopByName(desktops ?? [], urlName)
      : (desktops?.find((d) => d.id === rememberedId) ?? desktops?.[0]);

  useEffect(() => {
    if (desktop && (desktop.id !== rememberedId || desktop.name !== rememberedName))
      setCurrentDesktop(desktop);
  }, [desktop, rememberedId, rememberedName, setCurrentDesktop]);

  return {
    desktops,
    desktop,
    urlName,
    notFound: urlName !== undefined && desktops !== undefined && desktop === undefined,
    isLoading: query.isLoading,
    error: query.error,
  };
}
