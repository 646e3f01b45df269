/**
 * "Tafel per Code übernehmen": a colleague's shared desktop copied by its code.
 *
 * The field upper-cases what is typed, accepts dashes and spaces (and a pasted share link), checks the
 * form with isShareCode and shows the server's German message (via notificationText) when the copy fails.
 */
import { type DesktopDto, formatShareCode, normalizeShareCode, notificationText } from '@tafino/shared';
import { type ChangeEvent, type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { cleanCodeInput, codeInputError } from './code-input.ts';
import { ImportIcon } from './icons.tsx';
import { useSharingActions } from './queries.ts';

export interface ImportDialogProps {
  open: boolean;
  /** A code to start with (from the ?importCode= link). */
  initialCode?: string;
  onImported: (desktop: DesktopDto) => void;
  onClose: () => void;
}

export function ImportDialog(props: ImportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.onClose} title={t('shell.sharing.import.title')}>
      <ImportForm {...props} />
    </Dialog>
  );
}

function ImportForm({ initialCode, onImported, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const actions = useSharingActions();
  const [value, setValue] = useState(() => (initialCode ? formatShareCode(initialCode) : ''));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const id = useId();

  // Upper-casing rewrites the value: keep the caret where the user typed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && caret.current !== null && document.activeElement === input) {
      input.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  }, [value]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = cleanCodeInput(raw);
    caret.current = next.length === raw.length ? event.target.selectionStart : next.length;
    setValue(next);
    if (error) setError(undefined);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = codeInputError(value);
    if (problem) {
      setError(t(`shell.sharing.import.${problem}`));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const desktop = await actions.cloneByShareCode(normalizeShareCode(value));
      onImported(desktop);
    } catch (cause) {
      setError(notificationText(cause));
      setBusy(false);
      inputRef.current?.focus();
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form className="form import-code" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <p>{t('shell.sharing.import.intro')}</p>
      <div className="field">
        <label htmlFor={id}>{t('shell.sharing.import.codeLabel')}</label>
        <input
          ref={inputRef}
          id={id}
          name="shareCode"
          className="import-code__input"
          data-autofocus
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={handleChange}
        />
        <p id={hintId} className="field__hint">
          {t('shell.sharing.import.codeHint')}
        </p>
        {error ? (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {busy ? t('shell.sharing.import.busy') : ''}
      </p>
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onClose}>
          {t('common.actions.cancel')}
        </button>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          <ImportIcon />
          {t('shell.sharing.import.submit')}
        </button>
      </div>
    </form>
  );
}
