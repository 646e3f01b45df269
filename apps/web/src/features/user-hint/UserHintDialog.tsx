import {
  grantedWidgetTypes,
  HINT_DIALOG_WIDTH,
  type UserHintState,
  WIDGET_TYPE_INFO,
  type WidgetTypeKey,
} from '@tafino/shared';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApplication } from '../../app/stores/application.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { requestWidgetPlacement } from '../board/place-request.ts';
import { useCurrentUserMenus } from '../menus/queries.ts';
import { formatNoteDate, latestUpdateNote } from './update-notes.ts';
import { markUserHintRead, resolveUserHint } from './user-hint-storage.ts';
import './user-hint.css';
import { useTranslation } from '../../i18n/index.ts';

/** The board's routes: the index (current desktop) and /desktops/:name. */
function isDesktopPath(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/desktops');
}

/**
 * 'Neuigkeiten' (spec section 4), mounted by the default layout: shown while isUserHintRead is false;
 * closing sets it true. A newer configured appVersion resets the flag (see user-hint-storage.ts).
 * Off when the operator disabled it (runtimeConfig.userHintModalEnabled).
 */
export function UserHintDialog() {
  const { t } = useTranslation();
  const enabled = useApplication((s) => s.runtimeConfig?.userHintModalEnabled ?? false);
  const appVersion = useApplication((s) => s.runtimeConfig?.appVersion);
  const [state, setState] = useState<UserHintState | null>(null);

  useEffect(() => {
    setState(enabled ? resolveUserHint(appVersion) : null);
  }, [enabled, appVersion]);

  // A note the operator published with the newest Web version (no rebuild) wins over the built-in one.
  const published = useApplication((s) => s.runtimeConfig?.updateNote ?? null);
  const note = published ? null : latestUpdateNote();
  const close = () => setState((current) => current && markUserHintRead(current));
  const edition = useApplication((s) => s.edition);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The user's menu may withhold widget types (menus by role and user), as in the widget bar:
  // until it arrives, or if it cannot be read, every type counts as offered.
  const menus = useCurrentUserMenus(enabled);
  const granted = useMemo(() => (menus.data ? grantedWidgetTypes(menus.data) : null), [menus.data]);
  // The announced widget, where this edition and the user's menu offer it: "Ausprobieren" places it.
  const widget =
    note?.widget &&
    WIDGET_TYPE_INFO[note.widget].editions.includes(edition) &&
    (!granted || granted.has(note.widget))
      ? note.widget
      : null;
  const tryWidget = (type: WidgetTypeKey) => {
    close();
    requestWidgetPlacement(type);
    if (!isDesktopPath(pathname)) void navigate('/');
  };

  return (
    <Dialog
      open={state !== null && !state.isUserHintRead}
      onClose={close}
      title={t('shell.userHint.title')}
      width={`max(20rem, ${HINT_DIALOG_WIDTH})`}
    >
      {published ? (
        <article className="user-hint__note" data-version={published.version}>
          <h3 className="user-hint__date">
            <time dateTime={published.date.slice(0, 10)}>
              {t('shell.userHint.updateOf', { date: formatNoteDate(published.date.slice(0, 10)) })}
            </time>
          </h3>
          <p className="user-hint__title">{published.title}</p>
          {published.description
            .split(/\n{2,}/)
            .filter((part) => part.trim())
            .map((part, i) => (
              // Plain text paragraphs in the order written; nothing is rendered as HTML.
              <p key={i} className="user-hint__text">
                {part}
              </p>
            ))}
        </article>
      ) : note ? (
        <article className="user-hint__note">
          <h3 className="user-hint__date">
            <time dateTime={note.date}>
              {t('shell.userHint.updateOf', { date: formatNoteDate(note.date) })}
            </time>
          </h3>
          <p>{t(`shell.userHint.notes.${note.key}`)}</p>
        </article>
      ) : null}
      <div className="button-row button-row--end">
        {widget && (
          <button type="button" className="button" onClick={() => tryWidget(widget)}>
            {t('shell.userHint.tryWidget', { name: WIDGET_TYPE_INFO[widget].displayName })}
          </button>
        )}
        <button type="button" className="button button--primary" data-autofocus onClick={close}>
          {t('shell.userHint.close')}
        </button>
      </div>
    </Dialog>
  );
}
