/** The desktop fields the sharing rules look at. */
export interface DesktopShareFields {
  sharedContexts?: readonly unknown[] | null;
  clonedFromDesktopId?: string | null;
}

/** True when the desktop was cloned from another one (it has clonedFromDesktopId). */
export function isShareClonedDesktop(desktop: Readonly<DesktopShareFields>): boolean {
  return typeof desktop.clonedFromDesktopId === 'string' && desktop.clonedFromDesktopId.length > 0;
}

/** True when the desktop is shared: it has sharedContexts and was not cloned. */
export function isSharedDesktop(desktop: Readonly<DesktopShareFields>): boolean {
  return (desktop.sharedContexts?.length ?? 0) > 0 && !isShareClonedDesktop(desktop);
}
