import { resolveSeason, type Season, SettingNames } from '@tafino/shared';
import { Outlet } from 'react-router';
import { useApplication } from '../../app/stores/application.ts';
import { useAuth } from '../auth/use-auth.ts';
import { useUserSettings } from '../settings/queries.ts';
import { SiteFrame } from './SiteFrame.tsx';

/** The season of the footer image: the signed-in visitor's footer image group, else the edition's rule. */
function useFooterSeason(): Season {
  const auth = useAuth();
  const settings = useUserSettings(auth.isAuthenticated);
  const edition = useApplication((s) => s.edition);
  const footerImageGroupSlug = auth.isAuthenticated
    ? settings.data?.[SettingNames.FooterImageGroupSlug]
    : undefined;
  return resolveSeason({ footerImageGroupSlug, edition });
}

/** The neutral layout of the public pages and /login (spec section 2): header, page, footer. */
export function NeutralLayout() {
  return (
    <SiteFrame season={useFooterSeason()}>
      <Outlet />
    </SiteFrame>
  );
}
