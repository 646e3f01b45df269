import { useEffect, useState } from 'react';
import { useApplication } from '../../app/stores/application.ts';
import { loadAreas, useTranslation } from '../../i18n/index.ts';
import { useLivePresence } from './live/presence.ts';
import { useSaveStatus } from './persistence/save-status.ts';
import './save-status.css';

/** 'Alle Änderungen gespeichert' / 'Wird gespeichert …' / 'Nicht gespeichert' for the top bar. */
export function SaveStatus() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const { pending, failing } = useSaveStatus();
  const online = useApplication((s) => s.online);
  const devices = useLivePresence((s) => s.count);
  useEffect(() => {
    let active = true;
    void loadAreas(['board']).then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  if (!ready) return null;
  const state = pending === 0 ? 'saved' : failing || !online ? 'unsaved' : 'saving';
  return (
    <>
      {devices > 1 && (
        <output
          className="save-status save-status--presence"
          aria-live="polite"
          title={t('board.live.presence', { count: devices })}
        >
          <span className="save-status__full" data-testid="live-presence">
            {t('board.live.presence', { count: devices })}
          </span>
          <span className="save-status__short" aria-hidden="true">
            {t('board.live.presenceShort', { count: devices })}
          </span>
        </output>
      )}
      <output
        className={`save-status save-status--${state}`}
        aria-live="polite"
        data-state={state}
        title={state === 'unsaved' ? t('board.save.unsavedHint') : undefined}
      >
        <span className="save-status__dot" aria-hidden="true" />
        {t(`board.save.${state}`)}
      </output>
    </>
  );
}
