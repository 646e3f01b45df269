import type { RuntimeConfig } from '@tafino/shared';

/** A runtime configuration for the site's component tests (imprint and privacy configured). */
export function siteTestConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    authProxyTarget: 'https://konto.example.org/',
    tafinoOpinionSurveyUrl: { primaryGradeLevel: null, secondaryGradeLevel: null },
    externalUrl: { tafinoYoutube: null },
    productEditionRegisterUrl: {
      primaryGradeLevel: 'https://konto.example.org/account/register?edition=primaryGradeLevel',
      secondaryGradeLevel: 'https://konto.example.org/account/register?edition=secondaryGradeLevel',
    },
    userHintModalEnabled: false,
    allowSignInForUnsupportedBrowsers: false,
    appVersion: '1.0.0',
    uploadLimitMb: 100,
    tenant: null,
    links: {
      help: null,
      contact: null,
      shipping: null,
      licenseTerms: null,
      downloads: null,
      withdrawal: null,
      infoCentres: null,
      reprintRights: null,
      terms: null,
      privacy: 'https://verlag.example.org/datenschutz',
      imprint: 'https://verlag.example.org/impressum',
      socialSchool: 'https://social.example.org/schule',
      socialEarlyChildhood: null,
      helpMail: 'hilfe@example.org',
    },
    oidc: { authority: 'https://konto.example.org/oidc', clientId: 'tafino-web', scope: 'openid' },
    ...overrides,
  };
}
