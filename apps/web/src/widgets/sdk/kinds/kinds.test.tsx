import { fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { cloneSettings, type Field, isShown, repairSettings, settingsSchema } from '../fields.ts';
import { DEFAULT_WIDGET_SDK, WidgetSdkProvider } from '../react/context.tsx';
import { DerivedSettingsForm } from '../react/DerivedSettingsForm.tsx';
import { FIELD_KINDS, fieldOps, kindOf } from './index.ts';
import { SAMPLE_FIELDS } from './samples.ts';
import { isRecord } from './types.ts';

const kinds = Object.keys(FIELD_KINDS) as (keyof typeof FIELD_KINDS)[];

// A valid, non-trivial value of a field (nested kinds build theirs from their members).
function validValue(f: Field): unknown {
  if (f.kind === 'group')
    return Object.fromEntries(Object.entries(f.fields).map(([k, g]) => [k, validValue(g)]));
  if (f.kind === 'objectList') {
    const item = Object.fromEntries(Object.entries(f.fields).map(([k, g]) => [k, validValue(g)]));
    return [item, { ...item }];
  }
  if (f.kind === 'textRecord') return Object.fromEntries(f.keys.map((k) => [k, `${k}!`]));
  const { valid } = kindOf(f).samples(f);
  return valid.at(-1) ?? fieldOps.initial(f);
}

describe.each(kinds)('field kind %s', (name) => {
  const f = SAMPLE_FIELDS[name] as Field;
  const kind = kindOf(f);
  const schema = fieldOps.schema(f);

  it('has a valid empty value and accepts its valid examples', () => {
    expect(schema.safeParse(fieldOps.initial(f)).success).toBe(true);
    for (const value of kind.samples(f).valid)
      expect(schema.safeParse(value).success, String(value)).toBe(true);
    expect(schema.safeParse(validValue(f)).success).toBe(true);
  });

  it('refuses damaged values and repairs them into valid ones', () => {
    const fallback = validValue(f);
    for (const damaged of kind.samples(f).invalid) {
      expect(schema.safeParse(damaged).success, JSON.stringify(damaged)).toBe(false);
      const repaired = fieldOps.repair(f, damaged, fallback);
      expect(schema.safeParse(repaired).success, JSON.stringify(damaged)).toBe(true);
    }
  });

  it('keeps a valid value as it is and applies its clone rule', () => {
    const value = validValue(f);
    expect(fieldOps.repair(f, value, fieldOps.initial(f))).toBe(value);
    const cloned = fieldOps.clone(f, value);
    if (f.kind === 'classNames' || f.kind === 'namePairs') expect(cloned).toEqual([]);
    else expect(cloned).toEqual(value);
    expect(schema.safeParse(cloned).success).toBe(true);
  });
});

// Every kind side by side in one object, and the same set as the members of a list's items.
const ALL: Record<string, Field> = Object.fromEntries(kinds.map((k) => [k, SAMPLE_FIELDS[k] as Field]));
const LIST: Field = { kind: 'objectList', maxItems: 4, fields: ALL };
const leafKeys = kinds.filter(
  (k) => k !== 'asset' && k !== 'group' && k !== 'objectList' && k !== 'textRecord',
);

describe('repair key by key at every depth', () => {
  const valid = Object.fromEntries(Object.entries(ALL).map(([k, f]) => [k, validValue(f)]));
  const defaults = Object.fromEntries(Object.entries(ALL).map(([k, f]) => [k, fieldOps.initial(f)]));

  it('one damaged key never loses its siblings; unknown keys stay (any key, any damage)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.nat(), (key, pick) => {
        const f = ALL[key] as Field;
        const invalid = kindOf(f).samples(f).invalid;
        const damaged = { ...valid, [key]: invalid[pick % invalid.length], unknownKey: { keep: true } };
        const repaired = repairSettings(ALL, damaged, defaults);
        expect(settingsSchema(ALL).safeParse(repaired).success).toBe(true);
        for (const other of kinds) if (other !== key) expect(repaired[other]).toEqual(valid[other]);
        expect(repaired.unknownKey).toEqual({ keep: true });
      }),
    );
  });

  it('one damaged member of one list item never loses the other members or items', () => {
    const item = Object.fromEntries(Object.entries(ALL).map(([k, f]) => [k, validValue(f)]));
    fc.assert(
      fc.property(fc.constantFrom(...leafKeys), fc.nat(), fc.nat({ max: 2 }), (key, pick, index) => {
        const f = ALL[key] as Field;
        const invalid = kindOf(f).samples(f).invalid;
        const items = [{ ...item }, { ...item }, { ...item }];
        items[index] = { ...item, [key]: invalid[pick % invalid.length], own: 'x' };
        const repaired = fieldOps.repair(LIST, items, []) as Record<string, unknown>[];
        expect(repaired).toHaveLength(3);
        expect(repaired[index]?.own).toBe('x');
        expect(fieldOps.schema(f).safeParse(repaired[index]?.[key]).success).toBe(true);
        for (const other of leafKeys)
          if (other !== key) expect(repaired[index]?.[other]).toEqual(item[other]);
        for (const [i, r] of repaired.entries()) if (i !== index) expect(r).toEqual(item);
      }),
      { numRuns: 60 },
    );
  });

  it('a damaged member inside a group inside a list item is the only thing repaired (a number into its range)', () => {
    const items = [validValue(ALL.group as Field), { label: 'Tafel', slots: 99, note: 'n' }];
    const duties: Field = { kind: 'objectList', maxItems: 3, fields: { duty: ALL.group as Field } };
    const repaired = fieldOps.repair(
      duties,
      items.map((duty) => ({ duty })),
      [],
    );
    expect(repaired).toEqual([{ duty: items[0] }, { duty: { label: 'Tafel', slots: 4, note: 'n' } }]);
  });
});

describe('clone rule', () => {
  it('empties class names at every depth and keeps the rest', () => {
    const fields: Record<string, Field> = {
      names: SAMPLE_FIELDS.classNames,
      teams: {
        kind: 'objectList',
        maxItems: 3,
        fields: { members: SAMPLE_FIELDS.classNames, title: SAMPLE_FIELDS.text },
      },
      title: SAMPLE_FIELDS.text,
    };
    const cloned = cloneSettings(fields, {
      names: ['Ada'],
      teams: [{ members: ['Ben'], title: 'Rot' }],
      title: 'Gruppen',
      extra: 1,
    });
    expect(cloned).toEqual({ names: [], teams: [{ members: [], title: 'Rot' }], title: 'Gruppen', extra: 1 });
  });
});

describe('the settings form', () => {
  const values = Object.fromEntries(Object.entries(ALL).map(([k, f]) => [k, validValue(f)]));
  // Labels of the test fields come from the Dice entry; missing keys show the key, which is fine here.
  const renderForm = (onChange = vi.fn(), fields = ALL, v: Record<string, unknown> = values) =>
    render(
      <WidgetSdkProvider value={{ ...DEFAULT_WIDGET_SDK, useClassNames: () => ['Ada', 'Ben'] }}>
        <DerivedSettingsForm type="Dice" fields={fields} values={v} onChange={onChange} />
      </WidgetSdkProvider>,
    );

  it('renders a control for every kind', () => {
    const { container } = renderForm();
    for (const kind of kinds) expect(container.querySelector(`[data-kind="${kind}"]`), kind).not.toBeNull();
  });

  it('reorders, removes and adds list items by tap, up to the maximum', () => {
    const onChange = vi.fn();
    const list = validValue(ALL.stringList as Field) as string[];
    renderForm(onChange, { entries: ALL.stringList as Field }, { entries: ['a', 'b', 'c'] });
    fireEvent.click(screen.getByRole('button', { name: 'b nach oben' }));
    expect(onChange).toHaveBeenLastCalledWith({ entries: ['b', 'a', 'c'] });
    fireEvent.click(screen.getByRole('button', { name: 'c entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith({ entries: ['a', 'b'] });
    expect(list.length).toBeGreaterThan(0);
  });

  it('adds an object item with every member at its empty value and stops at maxItems', () => {
    const onChange = vi.fn();
    const f = ALL.objectList as Extract<Field, { kind: 'objectList' }>;
    renderForm(onChange, { events: f }, { events: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(onChange).toHaveBeenLastCalledWith({
      events: [fieldOps.initial({ kind: 'group', fields: f.fields } as Field)],
    });
    const full = Array.from({ length: f.maxItems }, () =>
      validValue({ kind: 'group', fields: f.fields } as Field),
    );
    renderForm(onChange, { events: f }, { events: full });
    const add = screen.getAllByRole('button', { name: 'Hinzufügen' }).at(-1) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
  });

  it('offers the class list names and shows a field only while its showIf holds', () => {
    const fields: Record<string, Field> = {
      source: SAMPLE_FIELDS.enum,
      names: { ...SAMPLE_FIELDS.classNames, showIf: { key: 'source', is: ['classList'] } },
    };
    const { container, rerender } = renderForm(vi.fn(), fields, { source: 'custom', names: [] });
    expect(container.querySelector('[data-field="names"]')).toBeNull();
    expect(isShown(fields.names as Field, { source: 'classList' })).toBe(true);
    rerender(
      <WidgetSdkProvider value={{ ...DEFAULT_WIDGET_SDK, useClassNames: () => ['Ada', 'Ben'] }}>
        <DerivedSettingsForm
          type="Dice"
          fields={fields}
          values={{ source: 'classList', names: ['Ben'] }}
          onChange={vi.fn()}
        />
      </WidgetSdkProvider>,
    );
    const names = container.querySelector('[data-field="names"]') as HTMLElement;
    expect(within(names).getByRole('checkbox', { name: 'Ada' })).toBeTruthy();
    expect((within(names).getByRole('checkbox', { name: 'Ben' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sets an asset link and clears its upload id in one change', () => {
    const onChange = vi.fn();
    renderForm(
      onChange,
      { assetUrl: SAMPLE_FIELDS.asset, assetId: { kind: 'text', maxLength: 100, hidden: true } },
      { assetUrl: '', assetId: 'old' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Link einfügen' }));
    fireEvent.change(screen.getByLabelText('Link (https://…)'), {
      target: { value: 'https://example.org/hund.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(onChange).toHaveBeenLastCalledWith({ assetUrl: 'https://example.org/hund.png', assetId: '' });
    expect(isRecord(onChange.mock.lastCall?.[0])).toBe(true);
  });
});
