import { type EffectiveEdition, parsePupilNames } from '@tafino/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useClassList, useSaveClassList } from './queries.ts';

/**
 * Edits the class list of a class code: one name per line (empty lines and repeated names are left
 * out, as the list is read). Stored in the teacher's own uploads; the board's 'Gehört zu' offers it.
 */
export function ClassListDialog({
  open,
  onClose,
  edition,
  classCode,
}: {
  open: boolean;
  onClose: () => void;
  edition: EffectiveEdition;
  classCode: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('board.classList.title', { classCode })}>
      {open ? <ClassListForm edition={edition} classCode={classCode} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ClassListForm({
  edition,
  classCode,
  onDone,
}: {
  edition: EffectiveEdition;
  classCode: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const list = useClassList(edition, classCode);
  const save = useSaveClassList(edition, classCode);
  // The stored text until the teacher types.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? list.data?.text ?? '';
  const fieldId = useId();
  const count = parsePupilNames(text).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(text, { onSuccess: onDone });
  };

  if (list.isPending) return <p aria-busy="true">{t('board.classList.loading')}</p>;
  return (
    <form className="form class-list-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={fieldId}>{t('board.classList.label')}</label>
        <textarea
          id={fieldId}
          data-autofocus
          rows={12}
          value={text}
          maxLength={100_000}
          aria-describedby={`${fieldId}-hint`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <p id={`${fieldId}-hint`} className="field__hint">
          {t('board.classList.hint')} {t('board.classList.count', { count })}
        </p>
      </div>
      {list.isError ? (
        <p className="form__error" role="alert">
          {list.error.message}
        </p>
      ) : null}
      {save.isError ? (
        <p className="form__error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onDone}>
          {t('common.actions.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending || list.isError}>
          {t('common.actions.save')}
        </button>
      </div>
    </form>
  );
}
