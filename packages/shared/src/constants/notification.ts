/** Notification types (spec section 3). */
export const NotificationType = {
  Info: 'info',
  Success: 'success',
  Warning: 'warning',
  Error: 'error',
} as const;

/** One of the notification types. */
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/** All notification types in spec order. */
export const NOTIFICATION_TYPES = [
  NotificationType.Info,
  NotificationType.Success,
  NotificationType.Warning,
  NotificationType.Error,
] as const satisfies readonly NotificationType[];
