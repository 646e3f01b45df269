import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, demo, type TestApp } from './helpers/app.ts';
import { getTokens } from './helpers/sign-in.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp('pglite'); });
afterAll(async () => t?.close());
it('timing', async () => {
  for (let i = 0; i < 5; i++) {
    const s = performance.now();
    await getTokens(t.app, demo.anna.email, demo.anna.password);
    console.log('getTokens ms', Math.round(performance.now() - s));
  }
  const s = performance.now();
  await Promise.all([demo.anna, demo.jonas, demo.mia, demo.admin].map((u) => getTokens(t.app, u.email, u.password)));
  console.log('4 parallel ms', Math.round(performance.now() - s));
  const { UsersRepository } = await import('../src/plugins/app/users.ts');
  const h = await UsersRepository.hashPassword('x');
  const { verify } = await import('@node-rs/argon2');
  const s2 = performance.now();
  await verify(h, 'x');
  console.log('argon2 verify ms', Math.round(performance.now() - s2));
});
