import { z } from 'zod';
import { uuidSchema } from './common.ts';
import { type DesktopDto, desktopSchema, type WidgetDto, widgetSchema } from './desktops.ts';

/**
 * The live channel of a desktop (WebSocket, /api/platform/desktops/{id}/live): the server sends
 * what changed, every open window applies it. `opId` names the client operation that caused it,
 * so the window that wrote it knows its own change.
 */
export type LiveEvent =
  | { type: 'widget.created' | 'widget.updated'; desktopId: string; widget: WidgetDto; opId?: string }
  | { type: 'widget.removed'; desktopId: string; widgetId: string; opId?: string }
  | { type: 'desktop.updated'; desktopId: string; desktop: DesktopDto; opId?: string }
  | { type: 'desktop.removed'; desktopId: string }
  /**
   * A window removed a widget and offers 'Rückgängig' (the removal is sent when the offer ends):
   * the other windows hide it and offer the undo too; `restoring` when one of them took it back.
   */
  | { type: 'widget.removing' | 'widget.restoring'; desktopId: string; widgetId: string }
  /** How many windows have the desktop open (no names). */
  | { type: 'presence'; desktopId: string; count: number };

/**
 * A change of the signed-in user's own settings (the default background and colour): sent on all
 * of the user's open windows, whatever desktop they show; they load the settings again.
 */
export type LiveUserEvent = { type: 'settings.changed'; names: string[] };

/** The frames the server sends: events, the welcome, and German errors. */
export type LiveServerFrame =
  | LiveEvent
  | LiveUserEvent
  | { type: 'ready'; desktopId: string; revision: number }
  | { type: 'error'; code: string; message: string };

/**
 * What a client may send: a renewed access token, a ping, or that it removed a widget pending its
 * undo offer (or took the removal back), which the server passes on to the desktop's other windows.
 */
export const liveClientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(8_000) }),
  z.strictObject({ type: z.literal('ping') }),
  z.strictObject({ type: z.literal('widget.removing'), widgetId: uuidSchema }),
  z.strictObject({ type: z.literal('widget.restoring'), widgetId: uuidSchema }),
]);
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;

/** Event schemas (for the API description). */
export const liveEventSchema = z.union([
  z.object({
    type: z.enum(['widget.created', 'widget.updated']),
    desktopId: z.string(),
    widget: widgetSchema,
    opId: z.string().optional(),
  }),
  z.object({
    type: z.literal('widget.removed'),
    desktopId: z.string(),
    widgetId: z.string(),
    opId: z.string().optional(),
  }),
  z.object({
    type: z.literal('desktop.updated'),
    desktopId: z.string(),
    desktop: desktopSchema,
    opId: z.string().optional(),
  }),
  z.object({ type: z.literal('desktop.removed'), desktopId: z.string() }),
  z.object({
    type: z.enum(['widget.removing', 'widget.restoring']),
    desktopId: z.string(),
    widgetId: z.string(),
  }),
  z.object({ type: z.literal('presence'), desktopId: z.string(), count: z.number() }),
  z.object({ type: z.literal('settings.changed'), names: z.array(z.string()) }),
]);

/** Close codes of the live channel. */
export const LIVE_CLOSE = {
  /** Not signed in, token expired and not renewed, or a revoked share code. */
  unauthorized: 4401,
  /** The desktop is not this user's (or no longer exists). */
  notFound: 4404,
} as const;
