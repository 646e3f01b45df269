import { useEffect, useRef, useState } from 'react';
import { useApplication } from '../../app/stores/application.ts';
import { useTranslation } from '../../i18n/index.ts';

/** How long 'Wieder online' stays in the live region after the connection came back. */
export const BACK_ONLINE_ANNOUNCE_MS = 5000;

/**
 * The shell's online/offline indicator (spec section 4). Follows the application store's `online`
 * flag, which `bindApplicationEvents` (main.tsx) feeds from the window's online/offline events.
 * The role=status region is always mounted (visually hidden while online), so screen readers announce
 * both changes: offline shows a badge, back online removes it and announces 'Wieder online' once.
 */
export function OnlineIndicator() {
  const { t } = useTranslation();
  const online = useApplication((s) => s.online);
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  return (
    <span className={online ? 'visually-hidden' : 'online-status'} role="status" data-online={online}>
      {online ? (
        backOnline && <span className="visually-hidden">{t('shell.online.backOnline')}</span>
      ) : (
        <span className="offline-badge">
          {t('shell.online.offline')}
          <span className="visually-hidden">{` – ${t('shell.online.offlineDetail')}`}</span>
        </span>
      )}
    </span>
  );
}
