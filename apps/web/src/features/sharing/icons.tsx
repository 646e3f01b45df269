/** Line icons of the sharing dialogs (24x24, currentColor, decorative), drawn like ui/icons.tsx. */
import { Icon } from '../../ui/icons.tsx';

export const ShareIcon = ({ size }: { size?: number }) => (
  <Icon {...(size ? { size } : {})}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </Icon>
);
export const CopyIcon = ({ size }: { size?: number }) => (
  <Icon {...(size ? { size } : {})}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Icon>
);
export const ImportIcon = () => (
  <Icon>
    <path d="M12 3v12M7 10l5 5 5-5M4 19h16" />
  </Icon>
);
export const RenewIcon = () => (
  <Icon>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </Icon>
);
export const StopIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.7 5.7l12.6 12.6" />
  </Icon>
);
