import type { DesktopDto } from '@tafino/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { loadAreas, useTranslation } from '../../i18n/index.ts';
import { PlusIcon } from '../../ui/icons.tsx';
import { lazyDialog, useOpenedOnce } from '../../ui/lazy-dialog.tsx';
import { loadable, useLoaded } from '../../ui/use-loaded.ts';
import { notify } from '../notifications/store.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import type { DesktopFormValues } from './DesktopFormDialog.tsx';
import { desktopPath, useCreateDesktop } from './queries.ts';
import { useDesktopStore } from './store.ts';
import { useCurrentDesktop } from './use-current-desktop.ts';

// Loaded on first opening, not with the shell.
const DesktopFormDialog = lazyDialog(() =>
  import('./DesktopFormDialog.tsx').then((m) => m.DesktopFormDialog),
);

// The board (its own issue) is a separate chunk together with its catalogue areas.
const loadBoard = () => import('../board/index.ts');

/**
 * The board's code loads while the desktops are fetched, and its widget list (with the widget types' chunks)
 * as soon as the desktop is known, not once the board's code and catalogue areas have arrived (idempotent).
 */
function startBoard(desktopId: string | undefined): void {
  const board = loadBoard();
  void (desktopId ? board.then((module) => module.prefetchBoard(desktopId)) : board).catch(() => undefined);
}

// The board's entry with its catalogue areas, without Suspense (see use-loaded.ts).
const boardEntry = loadable(async () => {
  const [module] = await Promise.all([loadBoard(), loadAreas(['board', 'widget-names'])]);
  return module;
});

/** `/` and `/desktops/:name?`: the current desktop's board, an empty state or a not-found note. */
export function DesktopRoute() {
  const { t } = useTranslation();
  const { desktop, desktops, notFound, urlName, isLoading } = useCurrentDesktop();
  useDocumentTitle(desktop?.name ?? (notFound ? urlName : undefined));
  startBoard(desktop?.id);
  const board = useLoaded(boardEntry);

  if (isLoading || desktops === undefined) return <PageLoading />;
  if (notFound) {
    return (
      <section className="desktop-message" aria-labelledby="desktop-message-title">
        <div className="center-card">
          <h1 id="desktop-message-title">{t('shell.desktops.notFound.title')}</h1>
          <p>{t('shell.desktops.notFound.text', { name: urlName })}</p>
          <Link className="button button--primary" to="/">
            {t('shell.desktops.notFound.toStart')}
          </Link>
        </div>
      </section>
    );
  }
  if (!desktop) return <EmptyState desktops={desktops} />;
  return (
    <div className="desktop-board" data-desktop-id={desktop.id}>
      <h1 className="visually-hidden">{desktop.name}</h1>
      {board ? <board.Board key={desktop.id} desktop={desktop} /> : <PageLoading />}
    </div>
  );
}

function EmptyState({ desktops }: { desktops: DesktopDto[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const create = useCreateDesktop();
  const navigate = useNavigate();
  const setCurrentDesktop = useDesktopStore((s) => s.setCurrentDesktop);
  const handleCreate = async (values: DesktopFormValues) => {
    try {
      const created = await create.mutateAsync(values);
      setCurrentDesktop(created);
      setOpen(false);
      void navigate(desktopPath(created.name));
    } catch (error) {
      notify({ type: 'error', text: error });
      throw error;
    }
  };
  return (
    <section className="desktop-message" aria-labelledby="desktop-empty-title">
      <div className="center-card">
        <h1 id="desktop-empty-title">{t('shell.desktops.empty.title')}</h1>
        <p>{t('shell.desktops.empty.text')}</p>
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          <PlusIcon />
          {t('shell.desktops.empty.create')}
        </button>
      </div>
      {opened ? (
        <DesktopFormDialog
          open={open}
          mode="create"
          desktops={desktops}
          onSubmit={handleCreate}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </section>
  );
}
