import { type EffectiveEdition, ProductEdition, SettingNames } from '@tafino/shared';
import { useApplication } from '../../app/stores/application.ts';
import { useTranslation } from '../../i18n/index.ts';
import {
  DesktopIcon,
  EditionIcon,
  ImageIcon,
  LinkIcon,
  LogoutIcon,
  UserIcon,
  VideoIcon,
} from '../../ui/icons.tsx';
import { Menu, MenuItem, MenuSeparator } from '../../ui/Menu.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { useChangeUserSetting } from '../settings/queries.ts';
import { isAdmin } from '../symbol-packs/is-admin.ts';
import { useVideoConsent } from '../video-consent/store.ts';
import { Avatar } from './Avatar.tsx';

/**
 * The account menu (spec section 2), entries in this order: Account Einstellungen, Meine Dateien, Impressum, Datenschutz,
 * Copyrights, YouTube Datenschutz (only while video consent is not given), Ausloggen.
 * Below them the edition switch (Grundschule / Sekundarstufe, menuitemradio), stored as Desktop.ProductEdition.
 * Verwaltung (/admin) and Symbolpakete (/admin/symbole) follow Meine Dateien for admins only.
 * Impressum and Datenschutz appear when the operator configured their URLs (runtimeConfig.links).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const runtimeConfig = useApplication((s) => s.runtimeConfig);
  const consented = useVideoConsent((s) => s.consented);
  const openConsent = useVideoConsent((s) => s.openDialog);
  const name = auth.user?.profile.name ?? null;
  const links = runtimeConfig?.links;
  const edition = useApplication((s) => s.edition);
  const changeSetting = useChangeUserSetting();
  // The edition switch applies at once (bar, look) and is stored as Desktop.ProductEdition.
  const chooseEdition = (next: EffectiveEdition) => {
    if (next === edition) return;
    useApplication.getState().setEdition(next);
    changeSetting.mutate({ name: SettingNames.ProductEdition, value: next });
  };
  return (
    <Menu
      label={t('shell.account.menuLabel', { name: name ?? t('shell.account.unknownUser') })}
      menuLabel={t('shell.account.menuTitle')}
      labelMode="text"
      buttonClassName="account-button"
      button={<Avatar name={name} />}
      header={
        <div className="menu-header">
          <span className="menu-header__name">{name ?? t('shell.account.unknownUser')}</span>
          {auth.user?.profile.email ? (
            <span className="menu-header__email">{auth.user.profile.email}</span>
          ) : null}
        </div>
      }
    >
      <MenuItem href={`${runtimeConfig?.authProxyTarget ?? '/'}Account/Manage`} icon={<UserIcon />}>
        {t('shell.account.settings')}
      </MenuItem>
      <MenuItem to="/meine-dateien" icon={<ImageIcon />}>
        {t('shell.account.myFiles')}
      </MenuItem>
      {isAdmin(auth.user?.profile) ? (
        <MenuItem to="/admin" icon={<DesktopIcon />}>
          {t('shell.account.admin')}
        </MenuItem>
      ) : null}
      {isAdmin(auth.user?.profile) ? (
        <MenuItem to="/admin/symbole" icon={<ImageIcon />}>
          {t('shell.account.symbolPacks')}
        </MenuItem>
      ) : null}
      {links?.imprint ? (
        <MenuItem href={links.imprint} icon={<LinkIcon />}>
          {t('shell.account.imprint')}
        </MenuItem>
      ) : null}
      {links?.privacy ? (
        <MenuItem href={links.privacy} icon={<LinkIcon />}>
          {t('shell.account.privacy')}
        </MenuItem>
      ) : null}
      <MenuItem to="/copyrights" icon={<LinkIcon />}>
        {t('shell.account.copyrights')}
      </MenuItem>
      {consented ? null : (
        <MenuItem onSelect={openConsent} icon={<VideoIcon />}>
          {t('shell.account.videoPrivacy')}
        </MenuItem>
      )}
      <MenuSeparator />
      <MenuItem
        checked={edition === ProductEdition.PrimaryGradeLevel}
        onSelect={() => chooseEdition(ProductEdition.PrimaryGradeLevel)}
        icon={<EditionIcon />}
      >
        {t('shell.account.primary')}
      </MenuItem>
      <MenuItem
        checked={edition === ProductEdition.SecondaryGradeLevel}
        onSelect={() => chooseEdition(ProductEdition.SecondaryGradeLevel)}
        icon={<EditionIcon />}
      >
        {t('shell.account.secondary')}
      </MenuItem>
      <MenuSeparator />
      <MenuItem to="/logout" icon={<LogoutIcon />}>
        {t('shell.account.logout')}
      </MenuItem>
    </Menu>
  );
}
