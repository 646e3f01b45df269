/**
 * The sharing state beside a desktop's name: "Geteilt" (with how many copies) or "Kopie" (whose
 * desktop it came from). Icon plus text, never colour alone; the full sentence is the tooltip.
 */
import type { DesktopDto } from '@tafino/shared';
import './sharing.css';
import { useTranslation } from '../../i18n/index.ts';
import { Tooltip } from '../../ui/Tooltip.tsx';
import { desktopShareState } from './desktop-state.ts';
import { CopyIcon, ShareIcon } from './icons.tsx';

/** Badge inside the navigation button (whose accessible name carries the full sentence). */
export function DesktopShareBadge({
  desktop,
  desktops,
}: {
  desktop: DesktopDto;
  desktops: readonly DesktopDto[];
}) {
  const { t } = useTranslation();
  const state = desktopShareState(desktop, desktops, t);
  if (!state) return null;
  return (
    <span className={`share-badge share-badge--${state.kind} has-tooltip`} data-share-state={state.kind}>
      {state.kind === 'shared' ? <ShareIcon size={16} /> : <CopyIcon size={16} />}
      <span>{state.short}</span>
      <Tooltip text={state.detail} />
    </span>
  );
}

/** The sentence after a desktop's name in the desktop menu. */
export function DesktopShareMeta({
  desktop,
  desktops,
}: {
  desktop: DesktopDto;
  desktops: readonly DesktopDto[];
}) {
  const { t } = useTranslation();
  const state = desktopShareState(desktop, desktops, t);
  if (!state) return null;
  return (
    <span className="menu-item__meta" data-share-state={state.kind}>
      {' · '}
      {state.detail}
    </span>
  );
}

/** The desktop button's accessible name with the sharing state, or undefined when there is none. */
export function useDesktopButtonLabel(desktop: DesktopDto | undefined, desktops: readonly DesktopDto[]) {
  const { t } = useTranslation();
  const state = desktop ? desktopShareState(desktop, desktops, t) : undefined;
  return desktop && state
    ? t('shell.sharing.state.menuLabelCurrent', { name: desktop.name, state: state.detail })
    : undefined;
}
