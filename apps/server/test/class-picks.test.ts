import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const base = '/api/class-picks';
const CLASS = ['Lena Sommerfeld', 'Ali Yılmaz', 'Mia', 'Ben'];

// "Namen ziehen" and "Glücksrad" on the class list: who was picked is remembered per teacher and
// class until "Neue Runde"; names travel only in bodies and are stored only as digests.
describe.each(databaseKinds)('class pick memory on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let jonas: string;
  let mia: string;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { logger: { level: 'trace', stream } });
    [anna, jonas, mia] = await signInAll(t.app, [demo.anna, demo.jonas, demo.mia]);
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);
  const lookup = async (token: string, code: string, names = CLASS, query = '') => {
    const res = await call('POST', `${base}/${code}/lookup${query}`, token, { names });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { picked: string[] }).picked;
  };
  const change = async (
    token: string,
    code: string,
    body: { add?: string[]; remove?: string[] },
    query = '',
  ) => {
    const res = await call('PATCH', `${base}/${code}${query}`, token, body);
    expect(res.statusCode, res.body).toBe(204);
  };

  it('requires sign-in for every call', async () => {
    expect((await call('POST', `${base}/3a/lookup`, undefined, { names: CLASS })).statusCode).toBe(401);
    expect((await call('PATCH', `${base}/3a`, undefined, { add: ['Mia'] })).statusCode).toBe(401);
    expect((await call('DELETE', `${base}/3a`)).statusCode).toBe(401);
  });

  it('remembers picks across calls (another widget, another desktop) until "Neue Runde"', async () => {
    expect(await lookup(anna, '3a')).toEqual([]);
    await change(anna, '3a', { add: ['Mia'] });
    await change(anna, '3a', { add: ['Lena Sommerfeld', 'Mia'] });
    // in the order of the list the caller shows; names arrive trimmed
    expect(await lookup(anna, '3a', [...CLASS, ' Mia '])).toEqual(['Lena Sommerfeld', 'Mia', 'Mia']);
    // taken back (an absent child)
    await change(anna, '3a', { remove: ['Mia'] });
    expect(await lookup(anna, '3a')).toEqual(['Lena Sommerfeld']);
    // the class list changed: a new name starts open, a removed one matches nothing
    expect(await lookup(anna, '3a', ['Lena Sommerfeld', 'Neu'])).toEqual(['Lena Sommerfeld']);
    const cleared = await call('DELETE', `${base}/3a`, anna);
    expect(cleared.statusCode).toBe(204);
    expect(await lookup(anna, '3a')).toEqual([]);
  });

  it('keeps classes and editions apart', async () => {
    await change(anna, '4b', { add: ['Ben'] });
    expect(await lookup(anna, '4c')).toEqual([]);
    expect(await lookup(anna, '4b', CLASS, '?productEdition=SecondaryGradeLevel')).toEqual([]);
    await change(anna, '4b', { add: ['Ali Yılmaz'] }, '?productEdition=SecondaryGradeLevel');
    expect(await lookup(anna, '4b')).toEqual(['Ben']);
    expect(await lookup(anna, '4b', CLASS, '?productEdition=SecondaryGradeLevel')).toEqual(['Ali Yılmaz']);
  });

  it("is not yours: another teacher of the tenant or another tenant never sees or clears Anna's picks", async () => {
    await change(anna, '5a', { add: ['Mia', 'Ben'] });
    expect(await lookup(jonas, '5a')).toEqual([]);
    expect(await lookup(mia, '5a')).toEqual([]);
    await change(jonas, '5a', { add: ['Lena Sommerfeld'], remove: ['Mia'] });
    expect((await call('DELETE', `${base}/5a`, mia)).statusCode).toBe(204);
    expect(await lookup(anna, '5a')).toEqual(['Mia', 'Ben']);
    expect(await lookup(jonas, '5a')).toEqual(['Lena Sommerfeld']);
  });

  it('keeps concurrent picks of two widgets', async () => {
    await Promise.all(CLASS.map((name) => change(anna, '6a', { add: [name] })));
    expect(await lookup(anna, '6a')).toEqual(CLASS);
  });

  it('refuses bad input and unknown members; names never reach the database or the log', async () => {
    expect((await call('PATCH', `${base}/7a`, anna, { add: [''] })).statusCode).toBe(400);
    expect((await call('PATCH', `${base}/7a`, anna, { add: ['x'], names: [] })).statusCode).toBe(400);
    expect((await call('POST', `${base}/7a/lookup`, anna, { names: Array(501).fill('x') })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', `${base}/${'x'.repeat(51)}`, anna, { add: ['x'] })).statusCode).toBe(400);
    const stored = await t.db.database.db.selectFrom('classPicks').select('picked').execute();
    // Every stored pick is a keyed hash (43 base64url characters); a name could only hide outside them.
    // (A hash may contain 'Mia' by chance, so the hashes are taken out before looking for names.)
    const picks = stored.flatMap((row) => (row.picked as string[]) ?? []);
    expect(picks.length).toBeGreaterThan(0);
    for (const pick of picks) expect(pick).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const text = JSON.stringify(stored).replace(/"[A-Za-z0-9_-]{43}"/g, '""');
    const log = lines.join('');
    for (const name of CLASS) {
      expect(text).not.toContain(name);
      expect(log).not.toContain(name);
    }
    expect(log).toContain('/api/class-picks/5a');
  });
});
