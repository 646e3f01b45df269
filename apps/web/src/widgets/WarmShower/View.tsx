import { localDateOf, WARM_SHOWER_LIMITS } from '@tafino/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { usePickPool } from '../sdk/react/use-pick-pool.ts';
import { EmptyState, WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { WarmShowerData } from './definition.ts';
import { certificateDocument, din5008, finishRound, pickChild, startRound } from './shower.ts';
import './warm-shower.css';
import { useTranslation } from '../sdk/i18n.ts';

type Props = WidgetViewProps<'WarmShower', WarmShowerData>;

/** The celebration after "Abschließen" (warm-shower.css); a short fade with reduced motion. */
const CELEBRATION_MS = 1800;
/** Drops drawn around the name at most (the counter counts all). */
const MAX_DROPS = 16;

/**
 * "Warme Dusche": a child is chosen ("Zufällig" among those who have not had a turn, by the class's
 * pick memory shared with "Namen ziehen", or by name) and becomes the widget's "Gehört zu"; the class
 * adds compliments as drops around the name; "Abschließen" moves the child to "Hatten schon".
 * Names and compliments are live state only: a share code and the /iframe never get them.
 */
export function View({
  settings,
  componentData,
  ownerName = null,
  edition,
  readOnly = false,
  onComponentDataChange,
}: Props) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const names = sdk.useClassNames();
  const { memory, picked, remaining } = usePickPool(names, !readOnly, componentData.completedNames);
  const [choosing, setChoosing] = useState(settings.selectionMode === 'manual');
  const [adding, setAdding] = useState(false);
  const [celebrating, setCelebrating] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const current = componentData.currentName;
  const primary = edition !== 'SecondaryGradeLevel';

  useEffect(() => {
    setChoosing(settings.selectionMode === 'manual');
  }, [settings.selectionMode]);
  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(null), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);
  // The widget belongs to the child while it is their turn ("Gehört zu").
  useEffect(() => {
    if (readOnly) return;
    if (current !== null && ownerName !== current) sdk.setOwnerName(current);
  }, [readOnly, current, ownerName, sdk]);

  const choose = (name: string) => {
    if (readOnly) return;
    onComponentDataChange((d) => startRound(d, name));
    sdk.setOwnerName(name);
    setChoosing(false);
    setAnnouncement(t('widgets.WarmShower.chosen', { name }));
  };
  const chooseRandom = () => {
    const name = pickChild(remaining, sdk.random);
    if (name) choose(name);
  };
  const finish = () => {
    if (readOnly || current === null) return;
    onComponentDataChange((d) => finishRound(d));
    memory?.add([current]);
    sdk.setOwnerName(null);
    setCelebrating(current);
    setAnnouncement(t('widgets.WarmShower.finished', { name: current }));
  };
  const newRound = () => {
    onComponentDataChange((d) => ({ ...d, currentName: null, compliments: [], completedNames: [] }));
    memory?.clear();
    setAnnouncement('');
  };
  const addCompliment = (text: string) => {
    onComponentDataChange((d) =>
      d.compliments.length >= WARM_SHOWER_LIMITS.maxCompliments
        ? d
        : {
            ...d,
            compliments: [
              ...d.compliments,
              { text: text.trim().slice(0, WARM_SHOWER_LIMITS.maxComplimentText) },
            ],
          },
    );
    setAdding(false);
  };
  const printCertificate = () => {
    if (current === null) return;
    const title = t('widgets.WarmShower.certificateTitle', {
      name: current,
      date: din5008(localDateOf(sdk.now())),
    });
    const frame = document.createElement('iframe');
    frame.className = 'warm-shower__print-frame';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    document.body.append(frame);
    const doc = frame.contentDocument;
    const win = frame.contentWindow;
    if (!doc || !win) {
      frame.remove();
      return;
    }
    doc.open();
    doc.write(
      certificateDocument(
        title,
        componentData.compliments.map((c) => c.text),
        getComputedStyle(document.body).fontFamily || 'sans-serif',
      ),
    );
    doc.close();
    win.addEventListener('afterprint', () => frame.remove(), { once: true });
    win.focus();
    win.print();
  };

  if (names.length === 0 && current === null) {
    return (
      <div className="warm-shower w-fill">
        <EmptyState
          status
          title={t('widgets.WarmShower.noClassList')}
          hint={readOnly ? undefined : t('widgets.WarmShower.noClassListHint')}
        />
      </div>
    );
  }

  const count = componentData.compliments.length;
  // The latest drops around the name: alternately left and right of it.
  const drops = componentData.compliments.map((c, index) => ({ text: c.text, index })).slice(-MAX_DROPS);
  return (
    <div className={`warm-shower warm-shower--${primary ? 'primary' : 'secondary'} w-fill`}>
      {current === null ? (
        <div className="warm-shower__start">
          {celebrating && (
            <p className="warm-shower__celebration" data-testid="warm-shower-celebration">
              {t('widgets.WarmShower.celebration', { name: celebrating })}
            </p>
          )}
          {remaining.length === 0 ? (
            <>
              <p className="warm-shower__question" role="status">
                {t('widgets.WarmShower.allDone')}
              </p>
              {!readOnly && (
                <WidgetButton onClick={newRound}>{t('widgets.WarmShower.newRound')}</WidgetButton>
              )}
            </>
          ) : (
            <>
              <p className="warm-shower__question">{t('widgets.WarmShower.question')}</p>
              {!readOnly && (
                <div className="w-actions">
                  <WidgetButton onClick={chooseRandom}>{t('widgets.WarmShower.random')}</WidgetButton>
                  <button
                    type="button"
                    className="w-btn w-btn--secondary"
                    aria-expanded={choosing}
                    onClick={() => setChoosing((open) => !open)}
                  >
                    {t('widgets.WarmShower.chooseName')}
                  </button>
                </div>
              )}
              {choosing && !readOnly && (
                <ul className="warm-shower__names" aria-label={t('widgets.WarmShower.open')}>
                  {remaining.map((name) => (
                    <li key={name}>
                      <button type="button" className="w-chip" onClick={() => choose(name)}>
                        {name}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          {picked.length > 0 && !readOnly && (
            <p className="warm-shower__done" data-testid="warm-shower-done">
              {t('widgets.WarmShower.done', { names: picked.join(', ') })}
            </p>
          )}
        </div>
      ) : (
        <div className="warm-shower__round">
          {primary && <Sun />}
          <div className="warm-shower__stage">
            {(['left', 'right'] as const).map((side, column) => (
              <ul
                key={side}
                className={`warm-shower__drops warm-shower__drops--${side}`}
                aria-label={column === 0 ? t('widgets.WarmShower.compliments', { count }) : undefined}
              >
                {drops
                  .filter((_, i) => i % 2 === column)
                  .map(({ text, index }) => (
                    <li key={index} className="warm-shower__drop">
                      <DropIcon />
                      {settings.showComplimentTexts && text !== '' && (
                        <span className="warm-shower__drop-text">{text}</span>
                      )}
                    </li>
                  ))}
              </ul>
            ))}
            <p className="warm-shower__name" data-testid="warm-shower-name">
              {current}
            </p>
          </div>
          <p className="warm-shower__count" data-testid="warm-shower-count">
            {t('widgets.WarmShower.compliments', { count })}
          </p>
          {settings.prompts.length > 0 && (
            <ul className="warm-shower__prompts" aria-label={t('widgets.WarmShower.promptsLabel')}>
              {settings.prompts.map((prompt) => (
                <li key={prompt}>{prompt}</li>
              ))}
            </ul>
          )}
          {!readOnly && (
            <div className="w-actions warm-shower__actions">
              <WidgetButton onClick={() => setAdding(true)}>
                {t('widgets.WarmShower.addCompliment')}
              </WidgetButton>
              <button type="button" className="w-btn w-btn--secondary" onClick={finish}>
                {t('widgets.WarmShower.finish')}
              </button>
              <button type="button" className="w-btn w-btn--secondary" onClick={printCertificate}>
                {t('widgets.WarmShower.print')}
              </button>
            </div>
          )}
        </div>
      )}
      {adding && <ComplimentDialog onAdd={addCompliment} onCancel={() => setAdding(false)} />}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

/** "+ Kompliment": an optional short text, added as a drop. */
function ComplimentDialog({ onAdd, onCancel }: { onAdd: (text: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(text);
  };
  return (
    <div className="w-confirm-backdrop">
      <form
        className="w-confirm warm-shower__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('widgets.WarmShower.addCompliment')}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
      >
        <label htmlFor={id} className="w-confirm__title">
          {t('widgets.WarmShower.complimentText')}
        </label>
        <input
          id={id}
          className="warm-shower__input"
          value={text}
          maxLength={WARM_SHOWER_LIMITS.maxComplimentText}
          // biome-ignore lint/a11y/noAutofocus: the dialog's only field.
          autoFocus
          onChange={(event) => setText(event.target.value)}
        />
        <div className="w-actions">
          <button type="button" className="w-btn w-btn--secondary" onClick={onCancel}>
            {t('widgets.WarmShower.cancel')}
          </button>
          <button type="submit" className="w-btn">
            {t('widgets.WarmShower.add')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The smiling sun over the name (Grundschule). */
function Sun() {
  return (
    <svg className="warm-shower__sun" viewBox="0 0 120 60" aria-hidden="true">
      <g stroke="#f57f17" strokeWidth="4" strokeLinecap="round">
        {[-60, -30, 0, 30, 60].map((deg) => (
          <path key={deg} d="M60 8v-6" transform={`rotate(${deg} 60 40)`} />
        ))}
      </g>
      <circle cx="60" cy="40" r="22" fill="#ffca28" stroke="#f57f17" strokeWidth="3" />
      <circle cx="52" cy="36" r="2.5" fill="#5d4037" />
      <circle cx="68" cy="36" r="2.5" fill="#5d4037" />
      <path d="M50 45q10 9 20 0" fill="none" stroke="#5d4037" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function DropIcon() {
  return (
    <svg className="warm-shower__drop-icon" viewBox="0 0 20 26" aria-hidden="true">
      <path d="M10 1C7 8 2 12 2 17a8 8 0 0 0 16 0C18 12 13 8 10 1z" />
    </svg>
  );
}
