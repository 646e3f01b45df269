import { useTranslation } from 'react-i18next';
import { NumberOrSpecial } from './controls.tsx';
import { rangeSamples, rangeSchema } from './number.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/** `number | null`: a number, or nothing (e.g. a group size not given). */
export interface NumberOrEmptyField extends FieldBase {
  readonly kind: 'numberOrEmpty';
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

function Control(props: ControlProps<NumberOrEmptyField>) {
  const { t } = useTranslation();
  return (
    <NumberOrSpecial
      {...props}
      special={null}
      specialLabel={t('board.settings.empty')}
      firstNumber={props.field.min}
    />
  );
}

export const numberOrEmptyKind: FieldKind<NumberOrEmptyField> = {
  kind: 'numberOrEmpty',
  schema: (f) => rangeSchema(f).nullable(),
  initial: () => null,
  samples: (f) => ({ valid: [null, f.min], invalid: rangeSamples(f).invalid.filter((v) => v !== null) }),
  Control,
};
