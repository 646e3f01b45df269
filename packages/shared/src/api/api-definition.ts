import { z } from 'zod';

// GET /api/abp/api-definition: the API description in the shape of ABP's
// ApplicationApiDescriptionModel (modules → controllers → actions), generated from the server's routes.

export const apiDefinitionQuerySchema = z.strictObject({
  /** With the object types of bodies and answers (`types`), as ABP's proxy generators ask. */
  IncludeTypes: z
    .enum(['true', 'false'], { message: 'IncludeTypes ist „true“ oder „false“.' })
    .transform((v) => v === 'true')
    .optional(),
});

const typeRef = { type: z.string(), typeSimple: z.string() };

export const apiParameterSchema = z.object({
  nameOnMethod: z.string(),
  name: z.string(),
  jsonName: z.string().nullable(),
  ...typeRef,
  isOptional: z.boolean(),
  defaultValue: z.unknown().nullable(),
  constraintTypes: z.array(z.string()).nullable(),
  /** ABP's binding source: Path, ModelBinding (query), Body, Header. */
  bindingSourceId: z.string(),
  descriptorName: z.string(),
});

export const apiActionSchema = z.object({
  uniqueName: z.string(),
  name: z.string(),
  httpMethod: z.string(),
  /** Relative, without a leading slash, `{name}` for path parameters (as ABP writes it). */
  url: z.string(),
  supportedVersions: z.array(z.string()),
  parametersOnMethod: z.array(
    z.object({
      name: z.string(),
      typeAsString: z.string(),
      ...typeRef,
      isOptional: z.boolean(),
      defaultValue: z.unknown().nullable(),
    }),
  ),
  parameters: z.array(apiParameterSchema),
  returnValue: z.object(typeRef),
  allowAnonymous: z.boolean().nullable(),
  implementFrom: z.string(),
  /** The route's description of /api/docs. */
  description: z.string().optional(),
});

export const apiControllerSchema = z.object({
  controllerName: z.string(),
  controllerGroupName: z.string(),
  isRemoteService: z.boolean(),
  isIntegrationService: z.boolean(),
  apiVersion: z.string().nullable(),
  type: z.string(),
  interfaces: z.array(z.object({ type: z.string() })),
  actions: z.record(z.string(), apiActionSchema),
});

export const apiModuleSchema = z.object({
  rootPath: z.string(),
  remoteServiceName: z.string(),
  controllers: z.record(z.string(), apiControllerSchema),
});

export const apiTypePropertySchema = z.object({
  name: z.string(),
  jsonName: z.string().nullable(),
  ...typeRef,
  isRequired: z.boolean(),
  minLength: z.number().nullable(),
  maxLength: z.number().nullable(),
  minimum: z.string().nullable(),
  maximum: z.string().nullable(),
  regex: z.string().nullable(),
});

export const apiTypeSchema = z.object({
  baseType: z.string().nullable(),
  isEnum: z.boolean(),
  enumNames: z.array(z.string()).nullable(),
  enumValues: z.array(z.unknown()).nullable(),
  genericArguments: z.array(z.string()).nullable(),
  properties: z.array(apiTypePropertySchema).nullable(),
});

export const apiDefinitionSchema = z.object({
  modules: z.record(z.string(), apiModuleSchema),
  types: z.record(z.string(), apiTypeSchema),
});
export type ApiDefinition = z.infer<typeof apiDefinitionSchema>;
export type ApiAction = z.infer<typeof apiActionSchema>;
export type ApiParameter = z.infer<typeof apiParameterSchema>;
export type ApiType = z.infer<typeof apiTypeSchema>;
