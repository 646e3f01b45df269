import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EmbedCheckCommands, EmbedChecker, type EmbedCheckOptions } from '../../domain/embed/embed-check.ts';

declare module 'fastify' {
  interface FastifyInstance {
    embedChecks: EmbedCheckCommands;
  }
}

/** The "Webinhalt" embed check; tests hand in an address policy and a resolver of their own. */
export const embedPlugin = fp(
  async (app: FastifyInstance, opts: { checker?: Partial<EmbedCheckOptions> }) => {
    const checker = new EmbedChecker({ appOrigin: app.config.origin, ...opts.checker });
    app.decorate('embedChecks', new EmbedCheckCommands({ checker, throttle: app.repositories.throttle }));
  },
  { name: 'embed', dependencies: ['config', 'repositories'] },
);
