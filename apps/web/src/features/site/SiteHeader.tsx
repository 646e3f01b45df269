import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { CloseIcon, Icon, LogoMark } from '../../ui/icons.tsx';
import { trialUrl } from './links.ts';
import { useSiteConfig } from './site-config.ts';

const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

/**
 * Header of the neutral layout: logo (to /landing), '30 Tage kostenlos testen', Grundschule,
 * Sekundarstufe, Videos, Anmelden. Below the 960 px breakpoint the links move into a menu that opens
 * with a button (aria-expanded) and closes on a click or tap outside, on Escape and on navigation.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const trial = trialUrl(config, pathname);
  // The menu belongs to the page it was opened on, so a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';

  return (
    <header className="site-header">
      <div className="site-header__inner" ref={rootRef}>
        <Link to="/landing" className="site-header__logo" aria-label={t('public.header.logoLabel')}>
          <LogoMark />
          <span aria-hidden="true">{t('public.brand')}</span>
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          {/* Both icons are rendered; the stylesheet shows the one for aria-expanded, so the
              prerendered landing page (static/landing-script.ts) only has to flip the attribute. */}
          <span className="site-header__menu-icon site-header__menu-icon--closed">
            <MenuIcon />
          </span>
          <span className="site-header__menu-icon site-header__menu-icon--open">
            <CloseIcon />
          </span>
          <span>{t('public.header.menu')}</span>
        </button>
        <nav
          id={menuId}
          className={open ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label={t('public.header.navLabel')}
        >
          <ul className="site-nav__list">
            {trial ? (
              <li>
                <a className="button button--primary site-nav__trial" href={trial}>
                  {t('public.header.trial')}
                </a>
              </li>
            ) : null}
            <li>
              <NavLink to="/grundschule" className={navClass}>
                {t('public.header.primary')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/sekundarstufe" className={navClass}>
                {t('public.header.secondary')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/videos" className={navClass}>
                {t('public.header.videos')}
              </NavLink>
            </li>
            <li>
              <NavLink
                to="/login"
                className={({ isActive }) =>
                  `button site-nav__login${isActive ? ' site-nav__link--active' : ''}`
                }
              >
                {t('public.header.login')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
