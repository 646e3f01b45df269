import type { ReactNode } from 'react';
import './widget-ui.css';

/**
 * What a widget shows when it has nothing to show yet, or its content is gone: a title, an optional
 * hint and optional actions, centred and scaled with the widget. `status` announces it politely.
 */
export function EmptyState({
  title,
  hint,
  children,
  status = false,
  dashed = false,
}: {
  title?: string;
  hint?: string;
  children?: ReactNode;
  status?: boolean;
  /** A dashed outline: the place of missing content. */
  dashed?: boolean;
}) {
  return (
    <div className={`w-empty${dashed ? ' w-empty--dashed' : ''}`} role={status ? 'status' : undefined}>
      {title && <p className="w-empty__title">{title}</p>}
      {hint && <p className="w-empty__hint">{hint}</p>}
      {children}
    </div>
  );
}
