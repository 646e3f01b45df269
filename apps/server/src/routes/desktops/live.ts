import '@fastify/websocket';
import {
  LIVE_CLOSE,
  type LiveEvent,
  type LiveServerFrame,
  liveClientFrameSchema,
  uuidSchema,
  widgetExtraPropertiesForClone,
} from '@tafino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { LiveSubscriber } from '../../plugins/app/live-hub.ts';
import type { Principal } from '../../plugins/external/auth.ts';
import { requireUser, scopeOf } from '../../plugins/external/auth.ts';
import { shareCodeParams, shareCodeThrottleKeys } from './desktops.ts';

/** A client must authenticate this soon after connecting. */
const AUTH_TIMEOUT_MS = 10_000;
/** A window that reads slower than this much is closed (it reconnects and refetches). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

const MESSAGES = {
  badMessage: 'Die Nachricht konnte nicht verarbeitet werden.',
  signIn: 'Bitte melden Sie sich an.',
  expired: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  otherUser: 'Die Anmeldung gehört zu einem anderen Konto.',
  notFound: 'Der Desktop wurde nicht gefunden.',
  tooSlow: 'Die Verbindung ist zu langsam und wird neu aufgebaut.',
  shareEnded: 'Diese Tafel wird nicht mehr geteilt.',
  shareNotFound: 'Zu diesem Code wurde keine geteilte Tafel gefunden. Bitte prüfen Sie die Eingabe.',
  readOnly: 'Diese Ansicht kann nur lesen.',
  reload: 'Die Verbindung wird neu aufgebaut.',
} as const;

/** Close code of a connection the server ends so that the window reconnects and reloads (RFC 6455: service restart). */
const RELOAD_CLOSE = 1012;

const liveStatusSchema = z.object({
  desktopId: z.string(),
  revision: z.number().int(),
  presence: z.number().int(),
});

/**
 * The live channel of a desktop (docs/ARCHITECTURE.md, "Live desktops"): a WebSocket on
 * GET /api/platform/desktops/{id}/live. The first message is `{ type: 'auth', token }` (never in the
 * URL, never logged); later ones renew it before it expires. The server sends the desktop's
 * writes, presence counts and German error frames; a bad message never ends the process.
 * The same URL without an upgrade answers the channel's state (revision, windows open).
 */
export async function liveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { desktops } = app.repositories;
  const { live } = app;

  app.route({
    method: 'GET',
    url: '/:id/live',
    config: { access: 'user', socketAuth: true },
    schema: {
      tags: ['desktops'],
      security: [{ bearer: [] }],
      description:
        "The desktop's live channel. With a WebSocket upgrade: send `{ type: 'auth', token }` first (and again to renew), then receive widget.created/updated/removed, desktop.updated/removed and presence events; errors come as `{ type: 'error', message }` frames, close code 4401 (sign-in) or 4404 (not found). Without an upgrade: the desktop's revision and how many windows have it open.",
      params: z.strictObject({ id: uuidSchema }),
      response: { 200: liveStatusSchema },
    },
    wsHandler: (socket: WebSocket, request) => {
      const { id: desktopId } = request.params as { id: string };
      const log = request.log;
      let principal: Principal | null = null;
      let leave: (() => void) | null = null;
      let subscriber: LiveSubscriber | undefined;
      let expiry: NodeJS.Timeout | undefined;
      let queue: Promise<void> = Promise.resolve();

      const send = (frame: LiveServerFrame | string) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.close(1013, MESSAGES.tooSlow);
          return;
        }
        socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
      };
      const close = (code: number, message: string) => {
        send({ type: 'error', code: String(code), message });
        socket.close(code, message);
      };
      const authTimer = setTimeout(() => close(LIVE_CLOSE.unauthorized, MESSAGES.signIn), AUTH_TIMEOUT_MS);

      const authenticate = async (token: string) => {
        let verified: Awaited<ReturnType<typeof app.authenticate>>;
        try {
          verified = await app.authenticate(token);
        } catch {
          close(LIVE_CLOSE.unauthorized, principal ? MESSAGES.expired : MESSAGES.signIn);
          return;
        }
        if (principal && principal.userId !== verified.principal.userId) {
          close(LIVE_CLOSE.unauthorized, MESSAGES.otherUser);
          return;
        }
        clearTimeout(expiry);
        expiry = setTimeout(
          () => close(LIVE_CLOSE.unauthorized, MESSAGES.expired),
          Math.max(0, Math.min(verified.expiresAt - Date.now(), 2 ** 31 - 1)),
        );
        if (principal) return;
        principal = verified.principal;
        clearTimeout(authTimer);
        const desktop = await desktops.get(scopeOf(principal), desktopId);
        if (!desktop) {
          close(LIVE_CLOSE.notFound, MESSAGES.notFound);
          return;
        }
        if (socket.readyState !== socket.OPEN) return;
        subscriber = {
          send,
          user: `${principal.tenantId}:${principal.userId}`,
          reconnect: () => socket.close(RELOAD_CLOSE, MESSAGES.reload),
        };
        leave = live.join(desktopId, subscriber);
        send({ type: 'ready', desktopId, revision: desktop.revision ?? 0 });
        send({ type: 'presence', desktopId, count: live.presence(desktopId) });
      };

      const handle = async (data: Buffer, isBinary: boolean) => {
        let frame: ReturnType<typeof liveClientFrameSchema.safeParse>;
        try {
          frame = isBinary
            ? liveClientFrameSchema.safeParse(null)
            : liveClientFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
        } catch {
          frame = liveClientFrameSchema.safeParse(null);
        }
        if (!frame.success) {
          send({ type: 'error', code: 'BadMessage', message: MESSAGES.badMessage });
          return;
        }
        if (frame.data.type === 'auth') await authenticate(frame.data.token);
        else if (!principal) close(LIVE_CLOSE.unauthorized, MESSAGES.signIn);
        else if (frame.data.type === 'ping') send('{"type":"pong"}');
        // A removal pending its undo offer (or taken back): to the desktop's other windows only.
        else if (subscriber)
          live.publish({ type: frame.data.type, desktopId, widgetId: frame.data.widgetId }, subscriber);
      };

      socket.on('message', (data: Buffer, isBinary: boolean) => {
        // One message at a time: a renewal never overtakes the first sign-in.
        queue = queue
          .then(() => handle(data, isBinary))
          .catch((err) => {
            log.warn({ err }, 'live message failed');
            send({ type: 'error', code: 'Error', message: MESSAGES.badMessage });
          });
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        clearTimeout(expiry);
        leave?.();
      });
    },
    handler: async (request) => {
      const scope = scopeOf(requireUser(request));
      const desktop = await desktops.get(scope, request.params.id);
      if (!desktop) throw notFound('Der Desktop');
      return { desktopId: desktop.id, revision: desktop.revision ?? 0, presence: live.presence(desktop.id) };
    },
  });

  const { tenants } = app.repositories;
  const commands = app.commands.desktops;
  const shareQuery = z.strictObject({ __tenant: z.string().max(100).optional() });

  /** The tenant of a share-code view: `__tenant` (header, or query for a WebSocket), else the default. */
  const tenantOf = async (request: { tenant: { id: string }; query: unknown }) => {
    const named = (request.query as { __tenant?: string }).__tenant;
    if (!named) return request.tenant.id;
    return (await tenants.find(named))?.id;
  };

  app.route({
    method: 'GET',
    url: '/by-share-code/:code/live',
    schema: {
      tags: ['desktops'],
      description:
        "A shared desktop's live channel for its read-only views (/iframe): with a WebSocket upgrade the view receives the desktop's changes through the clone rule (no names, no lesson state); a revoked code closes it with 4401. Without an upgrade: the desktop's revision.",
      params: shareCodeParams,
      querystring: shareQuery,
      response: { 200: z.object({ desktopId: z.string(), revision: z.number().int() }) },
    },
    wsHandler: async (socket: WebSocket, request) => {
      const { code } = request.params as { code: string };
      const send = (frame: LiveServerFrame | Record<string, unknown>) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.close(1013, MESSAGES.tooSlow);
        else socket.send(JSON.stringify(frame));
      };
      const close = (closeCode: number, message: string) => {
        send({ type: 'error', code: String(closeCode), message });
        socket.close(closeCode, message);
      };
      let leave: (() => void) | null = null;
      socket.on('close', () => leave?.());
      socket.on('message', () => send({ type: 'error', code: 'ReadOnly', message: MESSAGES.readOnly }));
      const tenantId = await tenantOf(request);
      const shared = tenantId
        ? await commands.readShared({ tenantId }, code, shareCodeThrottleKeys(request))
        : 'not-found';
      if (typeof shared === 'string') {
        close(LIVE_CLOSE.notFound, MESSAGES.shareNotFound);
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      const desktopId = shared.desktop.id;
      // Only what a clone would show: no names, no lesson state, no codes or contexts.
      const forViewer = (_frame: string, event: LiveEvent) => {
        if (event.type === 'widget.created' || event.type === 'widget.updated') {
          const { widget } = event;
          send({
            type: event.type,
            desktopId,
            widget: {
              ...widget,
              extraProperties: widgetExtraPropertiesForClone(widget.componentName, widget.extraProperties),
            },
          });
        } else if (event.type === 'widget.removed')
          send({ type: event.type, desktopId, widgetId: event.widgetId });
        else if (event.type === 'desktop.updated') {
          if (event.desktop.cloneShareActionCode !== code)
            close(LIVE_CLOSE.unauthorized, MESSAGES.shareEnded);
          else
            send({
              type: event.type,
              desktopId,
              desktop: {
                ...event.desktop,
                classCode: '',
                cloneShareActionCode: null,
                sharedContexts: [],
                shareContext: null,
              },
            });
        } else if (event.type === 'desktop.removed') close(LIVE_CLOSE.notFound, MESSAGES.shareEnded);
      };
      leave = live.join(desktopId, {
        viewer: true,
        send: forViewer,
        reconnect: () => socket.close(RELOAD_CLOSE, MESSAGES.reload),
      });
      send({ type: 'ready', desktopId, revision: shared.desktop.revision ?? 0 });
    },
    handler: async (request) => {
      const tenantId = await tenantOf(request);
      const shared = tenantId
        ? await commands.readShared({ tenantId }, request.params.code, shareCodeThrottleKeys(request))
        : 'not-found';
      if (shared === 'limited' || shared === 'not-found') throw notFound('Die geteilte Tafel');
      return { desktopId: shared.desktop.id, revision: shared.desktop.revision ?? 0 };
    },
  });
}
