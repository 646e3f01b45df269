import { z } from 'zod';
import { useTranslation } from '../../../i18n/index.ts';
import { NumberOrSpecial } from './controls.tsx';
import { type Range, rangeSamples, rangeSchema, repairRange } from './number.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/** `'auto' | number`: chosen automatically, or a number (e.g. a font size). */
export interface AutoNumberField extends FieldBase, Range {
  readonly kind: 'autoNumber';
}

function Control(props: ControlProps<AutoNumberField>) {
  const { t } = useTranslation();
  return (
    <NumberOrSpecial
      {...props}
      special="auto"
      specialLabel={t('board.settings.automatic')}
      firstNumber={24}
    />
  );
}

export const autoNumberKind: FieldKind<AutoNumberField> = {
  kind: 'autoNumber',
  schema: (f) => z.union([z.literal('auto'), rangeSchema(f)]),
  initial: () => 'auto',
  repair: (f, value, fallback) => repairRange(f, value, fallback),
  samples: (f) => ({ valid: ['auto', f.min], invalid: [...rangeSamples(f).invalid, 'Auto'] }),
  Control,
};
