import type { ApiAction, ApiDefinition, ApiParameter, ApiType } from '@tafino/shared';

// Builds ABP's ApplicationApiDescriptionModel from the OpenAPI document that @fastify/swagger
// generates from the registered routes and their schemas (the same source as /api/docs), so
// the description follows the routes and is never written by hand.

/** The part of an OpenAPI 3 document this reads. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation | unknown>>;
}

interface OpenApiOperation {
  tags?: string[];
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const VERBS: Record<(typeof METHODS)[number], string> = {
  get: 'Get',
  post: 'Create',
  put: 'Update',
  patch: 'Patch',
  delete: 'Delete',
};
const BINDING: Record<string, string> = { path: 'Path', query: 'ModelBinding', header: 'Header' };
const NAMESPACE = 'Tafino';

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** A JSON schema as ABP's `type` (.NET-like) and `typeSimple` (TypeScript-like); objects get `name`. */
function typeOf(schema: JsonSchema | undefined, name: string): { type: string; typeSimple: string } {
  if (!schema) return { type: 'System.Object', typeSimple: 'object' };
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const first = variants.find((v) => v.type !== 'null') ?? variants[0];
    return typeOf(first, name);
  }
  const raw = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  // A query flag is an enum of 'true' and 'false' on the wire, a boolean to a client.
  if (schema.enum?.length === 2 && schema.enum.includes('true') && schema.enum.includes('false'))
    return { type: 'System.Boolean', typeSimple: 'boolean' };
  if (schema.enum && raw !== 'object') return { type: 'System.String', typeSimple: 'string' };
  switch (raw) {
    case 'string':
      return schema.format === 'uuid'
        ? { type: 'System.Guid', typeSimple: 'string' }
        : { type: 'System.String', typeSimple: 'string' };
    case 'integer':
      return { type: 'System.Int64', typeSimple: 'number' };
    case 'number':
      return { type: 'System.Double', typeSimple: 'number' };
    case 'boolean':
      return { type: 'System.Boolean', typeSimple: 'boolean' };
    case 'null':
      return { type: 'System.Void', typeSimple: 'System.Void' };
    case 'array': {
      const item = typeOf(schema.items, `${name}Item`);
      return { type: `[${item.type}]`, typeSimple: `[${item.typeSimple}]` };
    }
    case 'object':
      return schema.properties && Object.keys(schema.properties).length > 0
        ? { type: name, typeSimple: name }
        : { type: 'System.Object', typeSimple: 'object' };
    default:
      return { type: 'System.Object', typeSimple: 'object' };
  }
}

/** Adds the object types of a schema (and of its properties and items) to `types`. */
function collectTypes(schema: JsonSchema | undefined, name: string, types: Record<string, ApiType>): void {
  if (!schema) return;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    collectTypes(variants.find((v) => v.type !== 'null') ?? variants[0], name, types);
    return;
  }
  if (schema.items) collectTypes(schema.items, `${name}Item`, types);
  if (typeOf(schema, name).type !== name || !schema.properties) return;
  const required = new Set(schema.required ?? []);
  types[name] = {
    baseType: null,
    isEnum: false,
    enumNames: null,
    enumValues: null,
    genericArguments: null,
    properties: Object.entries(schema.properties).map(([prop, propSchema]) => {
      const propType = `${name}${pascal(prop)}`;
      collectTypes(propSchema, propType, types);
      return {
        name: pascal(prop),
        jsonName: prop,
        ...typeOf(propSchema, propType),
        isRequired: required.has(prop),
        minLength: propSchema.minLength ?? null,
        maxLength: propSchema.maxLength ?? null,
        minimum: propSchema.minimum === undefined ? null : String(propSchema.minimum),
        maximum: propSchema.maximum === undefined ? null : String(propSchema.maximum),
        regex: propSchema.pattern ?? null,
      };
    }),
  };
}

/** `/api/platform/layouts/{id}` → module `platform`; a route right below /api is its own module. */
function moduleOf(segments: string[]): string {
  const first = segments[0] ?? 'app';
  return first.startsWith('{') ? 'app' : first;
}

/** ABP's description of every /api route of the document (the document's own routes left out). */
export function buildApiDefinition(
  doc: OpenApiDocument,
  options: { includeTypes?: boolean } = {},
): ApiDefinition {
  const modules: ApiDefinition['modules'] = {};
  const types: Record<string, ApiType> = {};
  const paths = Object.entries(doc.paths ?? {})
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [path, operations] of paths) {
    const segments = path.slice('/api/'.length).split('/').filter(Boolean);
    const rootPath = moduleOf(segments);
    for (const method of METHODS) {
      const op = operations[method] as OpenApiOperation | undefined;
      if (!op) continue;
      const group = op.tags?.[0] ?? rootPath;
      const controllerName = pascal(group);
      modules[rootPath] ??= { rootPath, remoteServiceName: pascal(rootPath), controllers: {} };
      const module = modules[rootPath];
      module.controllers[controllerName] ??= {
        controllerName,
        controllerGroupName: controllerName,
        isRemoteService: true,
        isIntegrationService: false,
        apiVersion: null,
        type: `${NAMESPACE}.${pascal(rootPath)}.${controllerName}Controller`,
        interfaces: [],
        actions: {},
      };
      const controller = module.controllers[controllerName];
      // The literal segments after the module and the controller's own name: GET layouts/all → GetAllAsync.
      const words = segments
        .filter((s, i) => !s.startsWith('{') && !(i === 0 && s === rootPath))
        .filter((s) => pascal(s) !== controllerName);
      const pathParams = segments.filter((s) => s.startsWith('{')).map((s) => s.slice(1, -1));
      const answer2xx = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'));
      const answerSchema = answer2xx?.[1].content?.['application/json']?.schema;
      // A GET of the collection itself that answers items is ABP's GetListAsync.
      const isList =
        method === 'get' &&
        words.length === 0 &&
        !pathParams.length &&
        Boolean(answerSchema?.properties?.items);
      const name = `${VERBS[method]}${words.map(pascal).join('')}${isList ? 'List' : ''}Async`;
      let uniqueName = pathParams.length ? `${name}By${pathParams.map(pascal).join('And')}` : name;
      while (controller.actions[uniqueName]) uniqueName += '_';

      const parameters: ApiParameter[] = [];
      const onMethod: ApiAction['parametersOnMethod'] = [];
      const queryType = `${controller.type.replace(/Controller$/, '')}.${uniqueName}Input`;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      for (const p of op.parameters ?? []) {
        const t = typeOf(p.schema, `${queryType}${pascal(p.name)}`);
        const optional = !p.required;
        const descriptorName = p.in === 'query' ? 'input' : p.name;
        parameters.push({
          nameOnMethod: descriptorName,
          name: p.name,
          jsonName: null,
          ...t,
          isOptional: optional,
          defaultValue: p.schema?.default ?? null,
          constraintTypes: null,
          bindingSourceId: BINDING[p.in] ?? 'ModelBinding',
          descriptorName: p.in === 'query' ? 'input' : '',
        });
        if (p.in !== 'query') {
          onMethod.push({
            name: p.name,
            typeAsString: t.type,
            ...t,
            isOptional: optional,
            defaultValue: null,
          });
        }
      }
      if (query.length && options.includeTypes) {
        collectTypes(
          {
            type: 'object',
            properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
            required: query.filter((p) => p.required).map((p) => p.name),
          },
          queryType,
          types,
        );
      }
      if (query.length) {
        onMethod.push({
          name: 'input',
          typeAsString: queryType,
          type: queryType,
          typeSimple: queryType,
          isOptional: query.every((p) => !p.required),
          defaultValue: null,
        });
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body) {
        const bodyName = `${controller.type.replace(/Controller$/, '')}.${uniqueName}Body`;
        const t = typeOf(body, bodyName);
        if (options.includeTypes) collectTypes(body, bodyName, types);
        const optional = !op.requestBody?.required;
        parameters.push({
          nameOnMethod: 'input',
          name: 'input',
          jsonName: null,
          ...t,
          isOptional: optional,
          defaultValue: null,
          constraintTypes: null,
          bindingSourceId: 'Body',
          descriptorName: '',
        });
        onMethod.push({
          name: 'input',
          typeAsString: t.type,
          ...t,
          isOptional: optional,
          defaultValue: null,
        });
      }

      const [status, answer] = answer2xx ?? [];
      const resultName = `${controller.type.replace(/Controller$/, '')}.${uniqueName}Result`;
      const returnValue =
        status === '204' || !answer
          ? { type: 'System.Void', typeSimple: 'System.Void' }
          : typeOf(answerSchema, resultName);
      if (options.includeTypes) collectTypes(answerSchema, resultName, types);

      controller.actions[uniqueName] = {
        uniqueName,
        name,
        httpMethod: method.toUpperCase(),
        url: path.slice(1),
        supportedVersions: [],
        parametersOnMethod: onMethod,
        parameters,
        returnValue,
        allowAnonymous: !op.security?.length,
        implementFrom: controller.type,
        ...(op.description ? { description: op.description } : {}),
      };
    }
  }
  return { modules, types };
}
