import { isSafeUrl, UNSAFE_URL_MESSAGE } from '@tafino/shared';
import { z } from 'zod';
import { Row } from './controls.tsx';
import type { FieldBase, FieldKind } from './types.ts';

export interface TextField extends FieldBase {
  readonly kind: 'text';
  readonly maxLength: number;
  /**
   * The value is a URL that is rendered (img/audio/video src, link, frame): valid only when the
   * shared rule `isSafeUrl` accepts it (http(s) or the app's own files). Name such keys `url` or
   * `…Url`: the server checks them by that name.
   */
  readonly url?: boolean;
}

export const textKind: FieldKind<TextField> = {
  kind: 'text',
  schema: (f) =>
    f.url ? z.string().max(f.maxLength).refine(isSafeUrl, UNSAFE_URL_MESSAGE) : z.string().max(f.maxLength),
  initial: () => '',
  samples: (f) => ({
    valid: ['', f.url ? 'https://example.org/a.png' : 'Aa'],
    invalid: [42, null, 'x'.repeat(f.maxLength + 1), ...(f.url ? ['javascript:alert(1)'] : [])],
  }),
  Control: ({ field, id, label, value, onChange }) => (
    <Row id={id} label={label}>
      <input
        id={id}
        type={field.url ? 'url' : 'text'}
        value={String(value ?? '')}
        maxLength={field.maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </Row>
  ),
};
