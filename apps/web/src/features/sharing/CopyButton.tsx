/**
 * A button that copies text with navigator.clipboard and confirms it visibly and for screen readers
 * ('Code kopiert'); without clipboard access it asks to copy by hand.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { CopyIcon } from './icons.tsx';

export async function copyText(text: string): Promise<void> {
  const clipboard = globalThis.navigator?.clipboard;
  if (!clipboard?.writeText) throw new Error('Clipboard not available');
  await clipboard.writeText(text);
}

export function CopyButton({
  text,
  label,
  doneText,
  primary = false,
}: {
  text: string;
  label: string;
  doneText: string;
  primary?: boolean;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A new text (renewed code) starts without the old confirmation.
  useEffect(() => setState('idle'), [text]);

  const handleClick = async () => {
    clearTimeout(timer.current);
    try {
      await copyText(text);
      setState('done');
      timer.current = setTimeout(() => setState('idle'), 4_000);
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="copy-button">
      <button
        type="button"
        className={`button${primary ? ' button--primary' : ''}`}
        onClick={() => void handleClick()}
      >
        {state === 'done' ? <CheckIcon /> : <CopyIcon />}
        {label}
      </button>
      <span
        className={`copy-button__status${state === 'failed' ? ' copy-button__status--failed' : ''}`}
        role="status"
      >
        {state === 'done' ? doneText : state === 'failed' ? t('shell.sharing.share.copyFailed') : ''}
      </span>
    </span>
  );
}
