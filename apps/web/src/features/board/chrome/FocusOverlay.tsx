import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { openFocus } from '../store/board-actions.ts';
import { useBoardStore } from '../store/board-store.ts';
import { WidgetHost } from './WidgetHost.tsx';

/** 'Vergrößern': the widget, still interactive, at 90 % of the viewport over a dimmed backdrop. */
export function FocusOverlay() {
  const { t } = useTranslation();
  const id = useBoardStore((s) => s.focusId);
  const type = useBoardStore((s) => (s.focusId ? s.widgets[s.focusId]?.type : undefined));
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!id) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') openFocus(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [id]);
  if (!id || !type) return null;
  const name = t(`widgets.${type}.name`);
  return (
    <div className="focus-overlay">
      <button
        type="button"
        className="focus-overlay__backdrop"
        aria-label={t('board.focus.close')}
        tabIndex={-1}
        onClick={() => openFocus(null)}
      />
      <div className="focus-overlay__dialog" role="dialog" aria-modal="true" aria-label={name}>
        <div className="focus-overlay__bar">
          <span>{name}</span>
          <button ref={closeRef} type="button" className="board-button" onClick={() => openFocus(null)}>
            {t('board.focus.close')}
          </button>
        </div>
        <div className="focus-overlay__body">
          <WidgetHost id={id} focused />
        </div>
      </div>
    </div>
  );
}
