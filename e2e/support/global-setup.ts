/**
 * Vitest global setup of the 'e2e' project: builds once, starts one server for all specs and hands
 * its URL to them (`inject('baseUrl')`).
 *
 *   E2E_BASE_URL=http://localhost:3000   use an already running app (no build, no server)
 *   E2E_SKIP_BUILD=1                     use the existing apps/web/dist and apps/server/dist
 */
import type { TestProject } from 'vitest/node';
import { buildApp, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Settings of the shared server; links and survey/video URLs are set so the shell shows every entry. */
export const E2E_SERVER_ENV: Record<string, string> = {
  SURVEY_URL_PRIMARY: 'https://umfrage.example.org/tafino',
  VIDEO_CHANNEL_URL: 'https://www.youtube.com/@tafino-beispiel',
  LINK_IMPRINT: 'https://verlag.example.org/impressum',
  LINK_PRIVACY: 'https://verlag.example.org/datenschutz',
};

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''));
    return;
  }
  if (!process.env.E2E_SKIP_BUILD) buildApp();
  const server = await startServer({ env: E2E_SERVER_ENV });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
