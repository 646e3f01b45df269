import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { ChevronDownIcon, DesktopIcon, PencilIcon, PlusIcon, TrashIcon } from '../../ui/icons.tsx';
import { lazyDialog, useOpenedOnce } from '../../ui/lazy-dialog.tsx';
import { Menu, MenuItem, MenuSeparator } from '../../ui/Menu.tsx';
import { notify } from '../notifications/store.ts';
import { DesktopShareBadge, DesktopShareMeta, useDesktopButtonLabel } from '../sharing/DesktopShareBadge.tsx';
import { CopyIcon, ImportIcon, ShareIcon } from '../sharing/icons.tsx';
import { SharingDialogs, useDesktopSharing } from '../sharing/use-desktop-sharing.tsx';
import type { DesktopFormValues } from './DesktopFormDialog.tsx';
import { desktopPath, useCreateDesktop, useDeleteDesktop, useUpdateDesktop } from './queries.ts';
import { useDesktopStore } from './store.ts';
import { useCurrentDesktop } from './use-current-desktop.ts';

// Loaded on first opening, not with the shell.
const DesktopFormDialog = lazyDialog(() =>
  import('./DesktopFormDialog.tsx').then((m) => m.DesktopFormDialog),
);
const DeleteDesktopDialog = lazyDialog(() =>
  import('./DeleteDesktopDialog.tsx').then((m) => m.DeleteDesktopDialog),
);

type OpenDialog = 'create' | 'rename' | 'delete' | null;

/** The desktop navigation in the top bar: switch, create, rename and delete desktops. */
export function DesktopNavigation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { desktops, desktop } = useCurrentDesktop();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const createOpened = useOpenedOnce(dialog === 'create');
  const renameOpened = useOpenedOnce(dialog === 'rename');
  const deleteOpened = useOpenedOnce(dialog === 'delete');
  const createDesktop = useCreateDesktop();
  const updateDesktop = useUpdateDesktop();
  const deleteDesktop = useDeleteDesktop();
  const setCurrentDesktop = useDesktopStore((s) => s.setCurrentDesktop);
  const list = desktops ?? [];
  const sharing = useDesktopSharing(desktop);
  const sharedLabel = useDesktopButtonLabel(desktop, list);

  const handleCreate = async (values: DesktopFormValues) => {
    try {
      const created = await createDesktop.mutateAsync(values);
      setCurrentDesktop(created);
      setDialog(null);
      void navigate(desktopPath(created.name));
      notify({ type: 'success', text: t('shell.desktops.created', { name: created.name }) });
    } catch (error) {
      // Spec section 8: the list is reloaded (see useCreateDesktop) and the error goes on.
      notify({ type: 'error', text: error });
      throw error;
    }
  };

  const handleRename = async (values: DesktopFormValues) => {
    if (!desktop) return;
    const updated = await updateDesktop.mutateAsync({ id: desktop.id, input: values });
    setDialog(null);
    void navigate(desktopPath(updated.name), { replace: true });
  };

  const handleDelete = async () => {
    if (!desktop) return;
    await deleteDesktop.mutateAsync(desktop.id);
    const next = list.find((item) => item.id !== desktop.id);
    setCurrentDesktop(next ?? null);
    setDialog(null);
    void navigate(next ? desktopPath(next.name) : '/', { replace: true });
    notify({ type: 'success', text: t('shell.desktops.deleted', { name: desktop.name }) });
  };

  return (
    <nav className="desktop-nav" aria-label={t('shell.desktops.navLabel')}>
      <Menu
        label={
          desktop
            ? (sharedLabel ?? t('shell.desktops.menuLabelCurrent', { name: desktop.name }))
            : t('shell.desktops.menuLabel')
        }
        menuLabel={t('shell.desktops.menuTitle')}
        align="start"
        buttonClassName="desktop-nav__button"
        button={
          <>
            <DesktopIcon />
            <span className="desktop-nav__name">
              {desktop ? desktop.name : t('shell.desktops.menuLabel')}
            </span>
            {desktop ? <DesktopShareBadge desktop={desktop} desktops={list} /> : null}
            <ChevronDownIcon />
          </>
        }
      >
        {list.map((item) => (
          <MenuItem
            key={item.id}
            checked={item.id === desktop?.id}
            onSelect={() => {
              setCurrentDesktop(item);
              void navigate(desktopPath(item.name));
            }}
          >
            {item.name}
            {item.classCode ? <span className="menu-item__meta"> · {item.classCode}</span> : null}
            <DesktopShareMeta desktop={item} desktops={list} />
          </MenuItem>
        ))}
        {list.length > 0 ? <MenuSeparator /> : null}
        <MenuItem icon={<PlusIcon />} onSelect={() => setDialog('create')}>
          {t('shell.desktops.create')}
        </MenuItem>
        <MenuItem icon={<ImportIcon />} onSelect={sharing.openImport}>
          {t('shell.sharing.menu.import')}
        </MenuItem>
        {desktop ? (
          <MenuItem icon={<PencilIcon />} onSelect={() => setDialog('rename')}>
            {t('shell.desktops.rename')}
          </MenuItem>
        ) : null}
        {desktop ? (
          <MenuItem icon={<CopyIcon />} onSelect={() => void sharing.duplicate()}>
            {t('shell.sharing.menu.duplicate')}
          </MenuItem>
        ) : null}
        {desktop ? (
          <MenuItem icon={<ShareIcon />} onSelect={sharing.openShare}>
            {t('shell.sharing.menu.share')}
          </MenuItem>
        ) : null}
        {desktop ? (
          <MenuItem icon={<TrashIcon />} danger onSelect={() => setDialog('delete')}>
            {t('shell.desktops.delete.action')}
          </MenuItem>
        ) : null}
      </Menu>
      {createOpened ? (
        <DesktopFormDialog
          open={dialog === 'create'}
          mode="create"
          desktops={list}
          onSubmit={handleCreate}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {renameOpened ? (
        <DesktopFormDialog
          open={dialog === 'rename'}
          mode="rename"
          desktops={list}
          {...(desktop
            ? { editingId: desktop.id, initial: { name: desktop.name, classCode: desktop.classCode } }
            : {})}
          onSubmit={handleRename}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {deleteOpened ? (
        <DeleteDesktopDialog
          open={dialog === 'delete'}
          name={desktop?.name ?? ''}
          onConfirm={handleDelete}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <SharingDialogs sharing={sharing} desktop={desktop} />
    </nav>
  );
}
