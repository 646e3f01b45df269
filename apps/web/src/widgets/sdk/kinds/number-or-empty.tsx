import { useTranslation } from '../../../i18n/index.ts';
import { NumberOrSpecial } from './controls.tsx';
import { type Range, rangeSamples, rangeSchema, repairRange } from './number.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/** `number | null`: a number, or nothing (e.g. a group size not given). */
export interface NumberOrEmptyField extends FieldBase, Range {
  readonly kind: 'numberOrEmpty';
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
  repair: (f, value, fallback) => repairRange(f, value, fallback),
  samples: (f) => ({ valid: [null, f.min], invalid: rangeSamples(f).invalid.filter((v) => v !== null) }),
  Control,
};
