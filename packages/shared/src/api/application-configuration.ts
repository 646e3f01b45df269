import { z } from 'zod';

/** Configuration the server delivers to the browser at run time (no rebuild needed). */
export const runtimeConfigSchema = z.object({
  authProxyTarget: z.string(),
  tafinoOpinionSurveyUrl: z.object({
    primaryGradeLevel: z.string().nullable(),
    secondaryGradeLevel: z.string().nullable(),
  }),
  externalUrl: z.object({ tafinoYoutube: z.string().nullable() }),
  productEditionRegisterUrl: z.object({ primaryGradeLevel: z.string(), secondaryGradeLevel: z.string() }),
  userHintModalEnabled: z.boolean(),
  allowSignInForUnsupportedBrowsers: z.boolean(),
  appVersion: z.string(),
  uploadLimitMb: z.number(),
  tenant: z.string().nullable(),
  /** Footer and menu link targets; null where the operator configured none. */
  links: z.object({
    help: z.string().nullable(),
    contact: z.string().nullable(),
    shipping: z.string().nullable(),
    licenseTerms: z.string().nullable(),
    downloads: z.string().nullable(),
    withdrawal: z.string().nullable(),
    infoCentres: z.string().nullable(),
    reprintRights: z.string().nullable(),
    terms: z.string().nullable(),
    privacy: z.string().nullable(),
    imprint: z.string().nullable(),
    socialSchool: z.string().nullable(),
    socialEarlyChildhood: z.string().nullable(),
    helpMail: z.string().nullable(),
  }),
  oidc: z.object({ authority: z.string(), clientId: z.string(), scope: z.string() }),
  /**
   * The notes of the newest published Web version (POST /api/platform/versions), shown in
   * 'Neuigkeiten' instead of the built-in note; null while none is published.
   */
  updateNote: z
    .object({ version: z.string(), title: z.string(), description: z.string(), date: z.string() })
    .nullable()
    .optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * The id of the JSON data block (`<script type="application/json">`) in which the server hands the app's
 * HTML document the runtime configuration of the default tenant: the SPA reads it at boot instead of
 * waiting for GET /api/abp/application-configuration, and asks for that only where the block is missing.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'tafino-runtime-config';

export const applicationConfigurationSchema = z.object({
  currentUser: z.object({
    isAuthenticated: z.boolean(),
    id: z.string().nullable(),
    userName: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    roles: z.array(z.string()),
    tenantId: z.string().nullable(),
  }),
  currentTenant: z.object({
    id: z.string().nullable(),
    name: z.string().nullable(),
    isAvailable: z.boolean(),
  }),
  setting: z.object({ values: z.record(z.string(), z.string().nullable()) }),
  runtimeConfig: runtimeConfigSchema,
});
export type ApplicationConfiguration = z.infer<typeof applicationConfigurationSchema>;
