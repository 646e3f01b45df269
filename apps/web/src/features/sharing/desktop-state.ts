/**
 * The sharing state of a desktop as the navigation shows it (spec section 4).
 *
 *   desktopShareState(desktop, desktops, t)  -> { kind: 'shared' | 'share-cloned', short, detail } | undefined
 *
 * 'shared': has sharedContexts and was not cloned ("Geteilt", detail: how many copies).
 * 'share-cloned': has clonedFromDesktopId ("Kopie", detail: whose desktop it came from).
 */
import { type DesktopDto, isShareClonedDesktop, isSharedDesktop } from '@tafino/shared';
import type { TFunction } from '../../i18n/index.ts';

export interface DesktopShareState {
  kind: 'shared' | 'share-cloned';
  /** Visible badge text. */
  short: string;
  /** Full sentence for the tooltip and the accessible name. */
  detail: string;
}

export function desktopShareState(
  desktop: DesktopDto,
  desktops: readonly DesktopDto[],
  t: TFunction,
): DesktopShareState | undefined {
  if (isShareClonedDesktop(desktop)) {
    const source = desktops.find((item) => item.id === desktop.clonedFromDesktopId);
    const mail = desktop.shareContext?.ownerUserMail;
    const detail = source
      ? t('shell.sharing.state.copyOfDesktop', { name: source.name })
      : mail
        ? t('shell.sharing.state.copyOfMail', { mail })
        : t('shell.sharing.state.copyOfUnknown');
    return { kind: 'share-cloned', short: t('shell.sharing.state.copy'), detail };
  }
  if (isSharedDesktop(desktop)) {
    return {
      kind: 'shared',
      short: t('shell.sharing.state.shared'),
      detail: t('shell.sharing.state.sharedDetail', { count: desktop.sharedContexts.length }),
    };
  }
  return undefined;
}
