import type { ApiDefinition } from '@tafino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const url = '/api/abp/api-definition';

// ABP's API description, generated from the routes: every route of /api/docs is in it.
describe.each(databaseKinds)('ABP api-definition on %s', (kind) => {
  let t: TestApp;
  let anna: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [anna] = await signInAll(t.app, [demo.anna]);
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);
  const actionsOf = (def: ApiDefinition) =>
    Object.values(def.modules).flatMap((m) =>
      Object.values(m.controllers).flatMap((c) => Object.values(c.actions)),
    );

  it('describes every route of the OpenAPI document, with method and url', async () => {
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    const def = res.json() as ApiDefinition;
    const doc = (await call('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path.slice(1)}`),
      )
      .sort();
    const described = actionsOf(def)
      .map((a) => `${a.httpMethod} ${a.url}`)
      .sort();
    expect(described).toEqual(routes);
    expect(described).toContain('GET api/platform/layouts/{id}');
    expect(described).toContain('GET api/abp/api-definition');
    // Signed in or not, the description is the same: it names routes, nobody's data.
    expect((await call('GET', url, anna)).json()).toEqual(def);
  });

  it("gives the layouts' actions ABP's names, parameters and return values", async () => {
    const def = (await call('GET', url)).json() as ApiDefinition;
    const layouts = def.modules.platform?.controllers.Layouts;
    expect(layouts).toMatchObject({ controllerName: 'Layouts', isRemoteService: true });
    const actions = layouts!.actions;
    expect(Object.keys(actions).sort()).toEqual([
      'CreateAsync',
      'DeleteAsyncById',
      'GetAllAsync',
      'GetAsyncById',
      'GetListAsync',
      'UpdateAsyncById',
    ]);
    const list = actions.GetListAsync!;
    expect(list).toMatchObject({ httpMethod: 'GET', url: 'api/platform/layouts', allowAnonymous: false });
    expect(list.parameters.map((p) => [p.name, p.typeSimple, p.bindingSourceId, p.isOptional])).toEqual([
      ['Filter', 'string', 'ModelBinding', true],
      ['Reverse', 'boolean', 'ModelBinding', true],
      ['Framework', 'string', 'ModelBinding', true],
      ['Sorting', 'string', 'ModelBinding', true],
      ['SkipCount', 'number', 'ModelBinding', true],
      ['MaxResultCount', 'number', 'ModelBinding', true],
    ]);
    expect(list.parameters.find((p) => p.name === 'MaxResultCount')?.defaultValue).toBe(10);
    const update = actions.UpdateAsyncById!;
    expect(update.parameters.map((p) => [p.name, p.bindingSourceId, p.isOptional])).toEqual([
      ['id', 'Path', false],
      ['input', 'Body', false],
    ]);
    expect(update.returnValue.typeSimple).toBe('Tafino.Platform.Layouts.UpdateAsyncByIdResult');
    expect(actions.DeleteAsyncById!.returnValue).toEqual({ type: 'System.Void', typeSimple: 'System.Void' });
    expect(def.modules.abp?.controllers.Configuration?.actions.GetApiDefinitionAsync?.allowAnonymous).toBe(
      true,
    );
    expect(def.types).toEqual({});
  });

  it('adds the object types with IncludeTypes=true', async () => {
    const res = await call('GET', `${url}?IncludeTypes=true`);
    expect(res.statusCode).toBe(200);
    const def = res.json() as ApiDefinition;
    const body = def.types['Tafino.Platform.Layouts.CreateAsyncBody'];
    expect(body?.properties?.map((p) => [p.jsonName, p.typeSimple, p.isRequired, p.maxLength])).toEqual([
      ['name', 'string', true, 64],
      ['displayName', 'string', true, 128],
      ['description', 'string', false, 255],
      ['path', 'string', true, 255],
      ['redirect', 'string', false, 255],
      ['framework', 'string', true, 64],
    ]);
    // An array's items are a type of their own, named after the array, and every type named is described.
    const page = def.types['Tafino.Platform.Layouts.GetListAsyncResult'];
    const items = 'Tafino.Platform.Layouts.GetListAsyncResultItemsItem';
    expect(page?.properties?.find((p) => p.jsonName === 'items')?.typeSimple).toBe(`[${items}]`);
    expect(def.types[items]?.properties?.map((p) => p.jsonName)).toEqual([
      'id',
      'name',
      'displayName',
      'description',
      'path',
      'redirect',
      'framework',
      'creationTime',
      'lastModificationTime',
    ]);
    const named = Object.values(def.types).flatMap((type) =>
      (type.properties ?? [])
        .map((p) => p.type.replace(/^\[|\]$/g, ''))
        .filter((n) => n.startsWith('Tafino.')),
    );
    for (const action of Object.values(def.modules).flatMap((m) =>
      Object.values(m.controllers).flatMap((c) => Object.values(c.actions)),
    )) {
      named.push(action.returnValue.type, ...action.parametersOnMethod.map((p) => p.type));
    }
    expect(named.filter((n) => n.startsWith('Tafino.') && !def.types[n.replace(/^\[|\]$/g, '')])).toEqual([]);
    expect(
      def.types['Tafino.Platform.Layouts.GetListAsyncInput']?.properties?.map((p) => [
        p.jsonName,
        p.typeSimple,
      ]),
    ).toContainEqual(['Reverse', 'boolean']);
  });

  it('validates its query with a German message, never 5xx', async () => {
    for (const query of ['IncludeTypes=ja', 'Unbekannt=1']) {
      const res = await call('GET', `${url}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.validationErrors.length).toBeGreaterThan(0);
    }
    expect((await call('GET', `${url}?IncludeTypes=ja`)).json().error.validationErrors[0].message).toBe(
      'IncludeTypes ist „true“ oder „false“.',
    );
  });
});
