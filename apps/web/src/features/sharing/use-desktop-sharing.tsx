/**
 * Sharing in the desktop navigation.
 *
 *   const sharing = useDesktopSharing(desktop);
 *   <MenuItem onSelect={sharing.openShare}>Teilen</MenuItem>   (also openImport, duplicate)
 *   <SharingDialogs sharing={sharing} desktop={desktop} />
 *
 * A link with ?importCode=CODE (the share dialog's QR code) opens the import dialog with that code;
 * the parameter is then removed from the address.
 */
import { type DesktopDto, notificationText } from '@tafino/shared';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loadAreas, useTranslation } from '../../i18n/index.ts';
import { lazyDialog, useOpenedOnce } from '../../ui/lazy-dialog.tsx';
import { desktopPath } from '../desktops/queries.ts';
import { useDesktopStore } from '../desktops/store.ts';
import { notify } from '../notifications/store.ts';
import { IMPORT_CODE_PARAM } from './code-input.ts';
import { useSharingActions } from './queries.ts';

// Loaded on first opening, not with the shell, together with their strings (area 'shell-sharing').
const ShareDialog = lazyDialog(() =>
  Promise.all([import('./ShareDialog.tsx'), loadAreas(['shell-sharing'])]).then(([m]) => m.ShareDialog),
);
const ImportDialog = lazyDialog(() =>
  Promise.all([import('./ImportDialog.tsx'), loadAreas(['shell-sharing'])]).then(([m]) => m.ImportDialog),
);

export interface DesktopSharing {
  dialog: 'share' | 'import' | null;
  initialCode: string | undefined;
  openShare: () => void;
  openImport: () => void;
  close: () => void;
  duplicate: () => Promise<void>;
  onImported: (desktop: DesktopDto) => void;
}

export function useDesktopSharing(desktop: DesktopDto | undefined): DesktopSharing {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const setCurrentDesktop = useDesktopStore((s) => s.setCurrentDesktop);
  const actions = useSharingActions();
  const [dialog, setDialog] = useState<'share' | 'import' | null>(null);
  const [initialCode, setInitialCode] = useState<string | undefined>();

  const linkCode = searchParams.get(IMPORT_CODE_PARAM);
  useEffect(() => {
    if (linkCode === null) return;
    setInitialCode(linkCode);
    setDialog('import');
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(IMPORT_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linkCode, setSearchParams]);

  const show = useCallback(
    (target: DesktopDto) => {
      setCurrentDesktop(target);
      void navigate(desktopPath(target.name));
    },
    [navigate, setCurrentDesktop],
  );

  return {
    dialog,
    initialCode,
    openShare: () => setDialog('share'),
    openImport: () => {
      setInitialCode(undefined);
      setDialog('import');
    },
    close: () => setDialog(null),
    duplicate: async () => {
      if (!desktop) return;
      try {
        const copy = await actions.duplicate(desktop);
        show(copy);
        notify({ type: 'success', text: t('shell.sharing.duplicate.done', { name: copy.name }) });
      } catch (error) {
        notify({
          type: 'error',
          text: t('shell.sharing.duplicate.failed', { reason: notificationText(error) }),
        });
      }
    },
    onImported: (imported) => {
      setDialog(null);
      show(imported);
      notify({ type: 'success', text: t('shell.sharing.import.imported', { name: imported.name }) });
    },
  };
}

export function SharingDialogs({
  sharing,
  desktop,
}: {
  sharing: DesktopSharing;
  desktop: DesktopDto | undefined;
}) {
  const shareOpened = useOpenedOnce(sharing.dialog === 'share');
  const importOpened = useOpenedOnce(sharing.dialog === 'import');
  return (
    <>
      {shareOpened ? (
        <ShareDialog open={sharing.dialog === 'share'} desktop={desktop} onClose={sharing.close} />
      ) : null}
      {importOpened ? (
        <ImportDialog
          open={sharing.dialog === 'import'}
          {...(sharing.initialCode ? { initialCode: sharing.initialCode } : {})}
          onImported={sharing.onImported}
          onClose={sharing.close}
        />
      ) : null}
    </>
  );
}
