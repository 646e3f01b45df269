import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../src/lib/log.ts';
import { apiCaller, createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const base = '/api/platform/desktops';
const PUPIL = 'Lena Sommerfeld';
const CONTENT = 'Geheime Notiz zur Elternarbeit';

// Issue 12, defect 5: a failing widget write logged its SQL data (pupil names included).
describe.each(databaseKinds)('the log on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { logger: { level: 'trace', stream } });
    [anna] = await signInAll(t.app, [demo.anna]);
    // A constraint that rejects this pupil's list: PostgreSQL then reports the whole failing
    // row (pupil names, widget contents) in the error's detail.
    await sql`alter table widgets add constraint logging_test_reject
      check (position(${sql.lit(PUPIL)} in extra_properties::text) = 0) not valid`.execute(t.db.database.db);
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);

  it('a failing widget write logs the error without pupil names, widget contents or the token', async () => {
    const desktop = (await call('POST', base, anna, { name: 'Klasse 3b' })).json() as { id: string };
    const extraProperties = (names: string[]) => ({
      widgetComponentData: { note: CONTENT },
      widgetSettingsData: { names },
    });
    const created = await call('PATCH', `${base}/${desktop.id}/create-widget`, anna, {
      widgetId: randomUUID(),
      componentName: 'ClassList',
      extraProperties: extraProperties([PUPIL, 'Ali Demir']),
    });
    expect(created.statusCode).toBe(500);

    const widgetId = randomUUID();
    const ok = await call('PATCH', `${base}/${desktop.id}/create-widget`, anna, {
      widgetId,
      componentName: 'ClassList',
      extraProperties: extraProperties(['Ali Demir']),
    });
    expect(ok.statusCode).toBe(200);
    const updated = await call('PATCH', `${base}/${desktop.id}/update-widget`, anna, {
      widgetId,
      extraProperties: extraProperties([PUPIL]),
    });
    expect(updated.statusCode).toBe(500);

    const log = lines.join('');
    const failures = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request failed');
    // Both failures are logged, with what an operator needs: type, code, constraint, stack.
    expect(failures).toHaveLength(2);
    for (const entry of failures) {
      expect(entry.err.code).toBe('23514');
      expect(entry.err.constraint).toBe('logging_test_reject');
      expect(entry.err.stack).toMatch(/\n\s+at /);
    }
    expect(log).not.toContain(PUPIL);
    expect(log).not.toContain('Sommerfeld');
    expect(log).not.toContain(CONTENT);
    expect(log).not.toContain('Ali Demir');
    expect(log).not.toContain(anna);
    expect(log).not.toContain(anna.split('.')[2]!);
  });
});

describe('the error serializer', () => {
  it('keeps type, code, schema names and stack; drops values, detail, where, query and parameters', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "Lena Sommerfeld"'), {
      name: 'error',
      code: '22P02',
      severity: 'ERROR',
      table: 'widgets',
      detail: 'Failing row contains (Lena Sommerfeld)',
      where: 'JSON data, line 1: {"names":["Lena Sommerfeld"',
      hint: 'Lena Sommerfeld',
      query: 'update widgets set x = $1',
      parameters: ['Lena Sommerfeld'],
      internalQuery: 'select Lena Sommerfeld',
      body: { names: ['Lena Sommerfeld'] },
      cause: Object.assign(new Error('Unexpected token \'L\', "Lena Sommerfeld" is not valid JSON'), {
        detail: 'Lena Sommerfeld',
      }),
    });
    const out = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(out);
    expect(text).not.toContain('Sommerfeld');
    expect(out).toMatchObject({
      type: 'Error',
      code: '22P02',
      severity: 'ERROR',
      table: 'widgets',
      message: 'invalid input syntax for type uuid: "…"',
    });
    expect(out.stack).toMatch(/^Error: invalid input syntax for type uuid: "…"\n\s+at /);
    for (const field of ['detail', 'where', 'hint', 'query', 'parameters', 'internalQuery', 'body']) {
      expect(out).not.toHaveProperty(field);
    }
    expect((out.cause as { message: string }).message).toBe('Unexpected token \'L\', "…" is not valid JSON');
  });
});
