import type { DesktopDto } from '@tafino/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { isApiError } from '../../lib/api.ts';
import { Dialog } from '../../ui/Dialog.tsx';

export interface DesktopFormValues {
  name: string;
  classCode: string;
}

export interface DesktopFormDialogProps {
  open: boolean;
  mode: 'create' | 'rename';
  /** Values to start with (rename). */
  initial?: DesktopFormValues;
  /** All desktops, to refuse a second desktop of the same name (the URL shows the name). */
  desktops: readonly DesktopDto[];
  /** Id of the desktop being renamed (its own name is allowed). */
  editingId?: string;
  onSubmit: (values: DesktopFormValues) => Promise<unknown>;
  onClose: () => void;
}

const NAME_MAX = 100;
const CLASS_CODE_MAX = 50;

/** Create or rename a desktop: name (required, unique) and class code. */
export function DesktopFormDialog(props: DesktopFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={
        props.mode === 'create' ? t('shell.desktops.form.createTitle') : t('shell.desktops.form.renameTitle')
      }
    >
      {/* The dialog mounts its body only while open, so the form starts fresh each time. */}
      <DesktopForm {...props} />
    </Dialog>
  );
}

function DesktopForm({ mode, initial, desktops, editingId, onSubmit, onClose }: DesktopFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<DesktopFormValues>(() => initial ?? { name: '', classCode: '' });
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const classCodeId = useId();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = values.name.trim();
    const classCode = values.classCode.trim();
    if (name === '') return setNameError(t('shell.desktops.form.nameRequired'));
    if (desktops.some((desktop) => desktop.name === name && desktop.id !== editingId)) {
      return setNameError(t('shell.desktops.form.nameTaken'));
    }
    setNameError(undefined);
    setFormError(undefined);
    setBusy(true);
    try {
      await onSubmit({ name, classCode });
    } catch (error) {
      const fields = isApiError(error) ? error.validationErrors : {};
      if (fields.name || fields.Name) setNameError(fields.name ?? fields.Name);
      else setFormError(error instanceof Error ? error.message : t('errors.generic.description'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={handleSubmit} noValidate>
      <div className="field">
        <label htmlFor={nameId}>{t('shell.desktops.form.name')}</label>
        <input
          id={nameId}
          name="name"
          data-autofocus
          value={values.name}
          maxLength={NAME_MAX}
          required
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
        />
        {nameError ? (
          <p id={`${nameId}-error`} className="field__error">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={classCodeId}>{t('shell.desktops.form.classCode')}</label>
        <input
          id={classCodeId}
          name="classCode"
          value={values.classCode}
          maxLength={CLASS_CODE_MAX}
          aria-describedby={`${classCodeId}-hint`}
          onChange={(event) => setValues((v) => ({ ...v, classCode: event.target.value }))}
        />
        <p id={`${classCodeId}-hint`} className="field__hint">
          {t('shell.desktops.form.classCodeHint')}
        </p>
      </div>
      {formError ? (
        <p className="form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="button-row button-row--end">
        <button type="button" className="button" onClick={onClose}>
          {t('common.actions.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {mode === 'create' ? t('shell.desktops.form.create') : t('common.actions.save')}
        </button>
      </div>
    </form>
  );
}
