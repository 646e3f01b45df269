/**
 * Notifications (spec section 3: id, text, type, time, show; types info, success, warning, error).
 *
 *   notify({ type, text })        shows a notification; `text` may be a string, an Error or an ABP/JSON body
 *   notifyError(error)            shorthand for { type: 'error', text: error }
 *   dismiss(id)                   hides one
 *   useNotifications(selector)    the Zustand store, read by the <Notifications /> region
 *
 * Texts go through `notificationText` from @tafino/shared. Notifications hide themselves after
 * 6 s (errors after 10 s) unless `timeout: 0` is given; at most MAX_SHOWN show at once. On the board
 * they sit above the widget bar (`--widget-bar-inset`), never over it.
 */
import { type NotificationType, notificationText } from '@tafino/shared';
import { create } from 'zustand';

export interface AppNotification {
  id: string;
  text: string;
  type: NotificationType;
  time: number;
  show: boolean;
}

interface NotificationsState {
  items: AppNotification[];
}

/** At most this many show at once (the oldest goes first), so they never pile up over the board. */
export const MAX_SHOWN = 3;

export const useNotifications = create<NotificationsState>()(() => ({ items: [] }));

let counter = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export interface NotifyInput {
  type: NotificationType;
  /** A string, an Error (its message) or an ABP/JSON error body. */
  text: unknown;
  /** Milliseconds until it hides; 0 keeps it until dismissed. */
  timeout?: number;
}

/** Shows a notification and returns its id. */
export function notify({ type, text, timeout }: NotifyInput): string {
  counter += 1;
  const id = `n${Date.now().toString(36)}${counter}`;
  const item: AppNotification = { id, text: notificationText(text), type, time: Date.now(), show: true };
  useNotifications.setState((state) => ({
    items: [...state.items.filter((n) => n.show).slice(-(MAX_SHOWN - 1)), item],
  }));
  const ms = timeout ?? (type === 'error' ? 10_000 : 6_000);
  if (ms > 0)
    timers.set(
      id,
      setTimeout(() => dismiss(id), ms),
    );
  return id;
}

/** Shows an error notification for anything thrown. */
export function notifyError(error: unknown): string {
  return notify({ type: 'error', text: error });
}

/** Hides a notification. */
export function dismiss(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  useNotifications.setState((state) => ({ items: state.items.filter((n) => n.id !== id) }));
}
