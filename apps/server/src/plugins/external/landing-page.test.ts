import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@tafino/shared';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLandingPage, PRERENDERER_PATH } from './landing-page.ts';

// A web build in a temporary folder. Its prerenderer renders what it was given (the real one is
// exercised by the web tests and the browser tests), counts its calls and fails on request.
const PRERENDERER = `
export async function renderLandingDocument({ runtimeConfig, template, manifest }) {
  globalThis.__landingRenders = (globalThis.__landingRenders ?? 0) + 1;
  if (runtimeConfig.links.imprint === 'fail') throw new Error('template changed');
  return template.replace('<div id="root"></div>',
    '<div id="root">' + runtimeConfig.links.imprint + ' ' + manifest['index.html'].file + ' '
      + globalThis.__landingRenders + '</div>');
}
`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function webBuild({ prerenderer = true } = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tafino-web-'));
  dirs.push(root);
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, 'index.html'), '<html><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-abc.js' } }),
  );
  if (prerenderer) {
    mkdirSync(path.join(root, '.ssr'));
    // Each build is a folder of its own, so every test imports a fresh module.
    writeFileSync(path.join(root, PRERENDERER_PATH), PRERENDERER);
  }
  return root;
}

function logger() {
  return { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };
}

const config = (imprint: string) => ({ links: { imprint } }) as unknown as RuntimeConfig;
const renders = () => (globalThis as { __landingRenders?: number }).__landingRenders ?? 0;

describe('loadLandingPage', () => {
  it('is null, with a warning, when the web build has no prerenderer', async () => {
    const log = logger();
    expect(
      await loadLandingPage({ webRoot: webBuild({ prerenderer: false }), runtimeConfig: config('x'), log }),
    ).toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('renders at start with the configuration and build, then serves that document all year', async () => {
    const before = renders();
    const landing = await loadLandingPage({
      webRoot: webBuild(),
      runtimeConfig: config('https://verlag.example.org/impressum'),
      log: logger(),
    });
    expect(renders()).toBe(before + 1);
    const first = await landing?.document();
    expect(first?.html).toContain('https://verlag.example.org/impressum assets/index-abc.js');
    expect(first?.etag).toMatch(/^"[\w-]{27}"$/);
    expect(await landing?.document()).toBe(first);
    expect(renders()).toBe(before + 1);

    // A new year (the copyright line) renders the page again.
    const next = await landing?.document(new Date(new Date().getFullYear() + 1, 0, 1));
    expect(renders()).toBe(before + 2);
    expect(next?.html).not.toBe(first?.html);
    expect(next?.etag).not.toBe(first?.etag);
  });

  it('logs a failed rendering and answers null, so the app serves the page', async () => {
    const log = logger();
    const landing = await loadLandingPage({ webRoot: webBuild(), runtimeConfig: config('fail'), log });
    expect(landing).not.toBeNull();
    expect(await landing?.document()).toBeNull();
    expect(log.error).toHaveBeenCalledOnce();
  });
});
