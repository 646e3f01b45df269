import type { NotificationType } from '@tafino/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { CheckIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../../ui/icons.tsx';
import { dismiss, useNotifications } from './store.ts';

const ICONS: Record<NotificationType, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <WarningIcon />,
  error: <ErrorIcon />,
};

/** The notification region (bottom right). Errors are announced assertively, others politely. */
export function Notifications() {
  const { t } = useTranslation();
  const items = useNotifications((s) => s.items);
  const polite = items.filter((item) => item.type !== 'error');
  const assertive = items.filter((item) => item.type === 'error');
  const render = (list: typeof items) =>
    list.map((item) => (
      <div key={item.id} className={`notification notification--${item.type}`}>
        <span className="notification__icon" aria-hidden="true">
          {ICONS[item.type]}
        </span>
        <span className="visually-hidden">{t(`common.notificationTypes.${item.type}`)}: </span>
        <p className="notification__text">{item.text}</p>
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label={t('common.actions.dismiss')}
          onClick={() => dismiss(item.id)}
        >
          <CloseIcon />
        </button>
      </div>
    ));
  return (
    <section className="notifications" aria-label={t('common.notificationsLabel')}>
      <div role="status" aria-live="polite" className="notifications__list">
        {render(polite)}
      </div>
      <div role="alert" aria-live="assertive" className="notifications__list">
        {render(assertive)}
      </div>
    </section>
  );
}
