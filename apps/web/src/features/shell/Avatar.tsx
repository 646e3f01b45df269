import { AVATAR_SIZE_PX, avatarColor, avatarLabel, UNKNOWN_USER_LABEL } from '@tafino/shared';

/** The user's avatar (spec section 2/9): 42 px, colour from the display name, initials or 'Unbekannt'. */
export function Avatar({ name }: { name: string | null | undefined }) {
  const label = avatarLabel(name);
  const unknown = label === UNKNOWN_USER_LABEL;
  return (
    <span
      className={`avatar${unknown ? ' avatar--unknown' : ''}`}
      style={{
        width: AVATAR_SIZE_PX,
        height: AVATAR_SIZE_PX,
        backgroundColor: avatarColor(name?.trim() || label),
      }}
      aria-hidden="true"
      data-testid="avatar"
    >
      {label}
    </span>
  );
}
