/**
 * Accessible menu button (WAI-ARIA menu button pattern).
 *
 *   <Menu label="Benutzermenü" button={<Avatar />}>
 *     <MenuItem href="..." external>...</MenuItem>
 *     <MenuItem onSelect={...}>...</MenuItem>
 *     <MenuItem onSelect={...} checked>...</MenuItem>   (menuitemradio)
 *     <MenuSeparator />
 *   </Menu>
 *
 * Enter/Space/ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move;
 * Esc closes and returns focus to the button; Tab or a pointer press outside closes it.
 */
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';

interface MenuContextValue {
  close: (focusButton?: boolean) => void;
}

const MenuContext = createContext<MenuContextValue>({ close: () => {} });

export interface MenuProps {
  /** Accessible name of the menu button. */
  label: string;
  /** Visible content of the button. */
  button: ReactNode;
  buttonClassName?: string;
  /** Which edge the popup aligns to. */
  align?: 'start' | 'end';
  children: ReactNode;
  /** Accessible name of the popup (defaults to `label`). */
  menuLabel?: string;
  /** Non-interactive content above the items (outside the role=menu element). */
  header?: ReactNode;
  /**
   * 'text' puts `label` into the button as visually hidden text instead of aria-label: use it when the
   * visible content (e.g. initials) is decorative and would not match the accessible name.
   */
  labelMode?: 'aria' | 'text';
}

function items(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return Array.from(
    container.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])'),
  );
}

export function Menu({
  label,
  button,
  buttonClassName,
  align = 'end',
  children,
  menuLabel,
  header,
  labelMode = 'aria',
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const id = useId();

  const close = useCallback((focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = items(menuRef.current);
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      setOpen(true);
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        return close(false);
      default:
        return undefined;
    }
  };

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={labelMode === 'aria' ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((value) => !value);
        }}
        onKeyDown={handleButtonKeyDown}
      >
        {button}
        {labelMode === 'text' ? <span className="visually-hidden">{label}</span> : null}
      </button>
      {open ? (
        <MenuContext.Provider value={{ close }}>
          <div className={`menu-popup menu-popup--${align}`}>
            {header}
            <div
              ref={menuRef}
              id={id}
              role="menu"
              aria-label={menuLabel ?? label}
              className="menu-list"
              tabIndex={-1}
              onKeyDown={handleMenuKeyDown}
            >
              {children}
            </div>
          </div>
        </MenuContext.Provider>
      ) : null}
    </div>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  /** Internal route (rendered as a router link). */
  to?: string;
  /** External URL (opens in a new tab). */
  href?: string;
  onSelect?: () => void;
  /** Renders a menuitemradio with this state. */
  checked?: boolean;
  icon?: ReactNode;
  danger?: boolean;
}

export function MenuItem({ children, to, href, onSelect, checked, icon, danger }: MenuItemProps) {
  const { close } = useContext(MenuContext);
  const role = checked === undefined ? 'menuitem' : 'menuitemradio';
  const className = `menu-item${danger ? ' menu-item--danger' : ''}`;
  const content = (
    <>
      <span className="menu-item__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="menu-item__label">{children}</span>
    </>
  );
  const handleClick = () => {
    close(to === undefined && href === undefined);
    onSelect?.();
  };
  if (to !== undefined) {
    return (
      <Link role={role} to={to} className={className} tabIndex={-1} onClick={handleClick}>
        {content}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <a
        role={role}
        href={href}
        className={className}
        tabIndex={-1}
        target="_blank"
        rel="noopener noreferrer"
        onClick={handleClick}
      >
        {content}
      </a>
    );
  }
  if (checked !== undefined) {
    return (
      <button
        type="button"
        role="menuitemradio"
        aria-checked={checked}
        className={className}
        tabIndex={-1}
        onClick={handleClick}
      >
        {content}
      </button>
    );
  }
  return (
    <button type="button" role="menuitem" className={className} tabIndex={-1} onClick={handleClick}>
      {content}
    </button>
  );
}

export function MenuSeparator() {
  return <hr className="menu-separator" />;
}
