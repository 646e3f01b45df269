import {
  createMenuSchema,
  DEFAULT_MENU_FRAMEWORK,
  listMenusQuerySchema,
  menuListSchema,
  menuSchema,
  menusByFrameworkQuerySchema,
  menusByRoleParamsSchema,
  menusByRoleQuerySchema,
  menusByUserParamsSchema,
  menusByUserQuerySchema,
  menuUsersQuerySchema,
  pagedMenusSchema,
  pagedMenuUsersSchema,
  setRoleMenusSchema,
  setUserMenusSchema,
  updateMenuSchema,
  uuidSchema,
} from '@tafino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, failingAs, HttpError, notFound } from '../../lib/errors.ts';
import {
  isDuplicateMenuName,
  type MenuRow,
  menuRolesOf,
  presentMenu,
  withAncestors,
} from '../../plugins/app/menus.ts';
import { requireUser } from '../../plugins/external/auth.ts';

const tags = ['menus'];
const security = [{ bearer: [] }];
const params = z.strictObject({ id: uuidSchema });
const duplicate = () => conflict('Einen Menüeintrag mit diesem Namen gibt es für dieses Framework schon.');
const missing = () => notFound('Der Menüeintrag');
const invalid = (member: string, message: string) =>
  new HttpError(400, 'ValidationError', 'Die Eingaben sind ungültig.', undefined, [
    { message, members: [member] },
  ]);

const list = (rows: readonly MenuRow[], ids?: ReadonlySet<string>) => ({
  items: rows.filter((r) => !ids || ids.has(r.id)).map(presentMenu),
});

/**
 * Menus (spec section 7): navigation entries of a layout's framework, a tree, granted by role and
 * by user per tenant (section 6). Entries are global: the host admin writes them; every admin reads
 * them to grant them. A tenant's admin sets the grants of their tenant; every signed-in user reads
 * their own effective menu (by-current-user), from which the web app builds the admin navigation and
 * the widget bar's availability. Every user has the role 'teacher'; admins also 'admin'.
 */
export async function menusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { menus, layouts, users } = app.repositories;
  await menus.seedDefaults();
  const signedIn = { access: 'user' } as const;
  const admin = { access: 'admin' } as const;
  const hostAdmin = { access: 'host-admin' } as const;
  const unique = failingAs(isDuplicateMenuName, duplicate);

  /** A user of the caller's tenant (404 for anyone else: never reveal another tenant's users). */
  const userOfTenant = async (request: FastifyRequest, userId: string) => {
    const principal = requireUser(request);
    const user = await users.findById(userId);
    if (!user || user.tenantId !== principal.tenantId) throw notFound('Der Benutzer');
    return { tenantId: principal.tenantId, user };
  };
  const checkParent = async (framework: string, parentId: string | null, id?: string) => {
    if (!parentId) return;
    const parent = await menus.find(parentId);
    if (!parent || parent.framework !== framework)
      throw invalid('parentId', 'Der übergeordnete Eintrag gehört nicht zu diesem Framework.');
    if (id && (await menus.isSelfOrDescendant(id, parentId)))
      throw invalid('parentId', 'Ein Eintrag kann nicht unter sich selbst stehen.');
  };
  const checkIds = async (framework: string, ids: readonly string[]) => {
    const unknown = await menus.unknownIds(framework, ids);
    if (unknown.length > 0)
      throw invalid(
        'menuIds',
        `Unbekannte Menüeinträge für „${framework}“: ${unknown.slice(0, 5).join(', ')}.`,
      );
  };

  app.post(
    '/',
    {
      config: hostAdmin,
      schema: {
        tags,
        security,
        description:
          'Creates a menu entry under a layout (host admin); it takes the layout’s framework. Names are unique per framework.',
        body: createMenuSchema,
        response: { 200: menuSchema },
      },
    },
    async (request) => {
      const layout = await layouts.find(request.body.layoutId);
      if (!layout) throw invalid('layoutId', 'Das Layout wurde nicht gefunden.');
      await checkParent(layout.framework, request.body.parentId);
      return presentMenu(await unique(() => menus.insert({ ...request.body, framework: layout.framework })));
    },
  );

  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          'A page of menu entries (admins): Filter searches name, display name, description and path; Framework and ParentId narrow; Sorting by name, displayName, path, order or creationTime (asc/desc).',
        querystring: listMenusQuerySchema,
        response: { 200: pagedMenusSchema },
      },
    },
    async (request) => {
      const page = await menus.page(request.query);
      return { totalCount: page.totalCount, items: page.items.map(presentMenu) };
    },
  );

  app.get(
    '/all',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          'Every menu entry (admins), of one framework if given, in tree order (parents before children).',
        querystring: menusByFrameworkQuerySchema,
        response: { 200: menuListSchema },
      },
    },
    async (request) => list(await menus.all(request.query.Framework)),
  );

  app.get(
    '/by-current-user',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          'The signed-in user’s effective menu of a framework (default tafino-web): the entries of their roles (teacher, plus those of the token) and their own, with every ancestor, in tree order.',
        querystring: menusByFrameworkQuerySchema,
        response: { 200: menuListSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const framework = request.query.Framework ?? DEFAULT_MENU_FRAMEWORK;
      const { rows, granted } = await menus.granted(principal.tenantId, framework, {
        roles: menuRolesOf(principal.roles),
        userId: principal.userId,
      });
      return list(rows, withAncestors(rows, granted));
    },
  );

  const byRole = async (request: FastifyRequest, role: string, framework: string) => {
    const principal = requireUser(request);
    const { rows, granted } = await menus.granted(principal.tenantId, framework, { roles: [role] });
    return list(rows, granted);
  };

  app.get(
    '/by-role',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          'The entries granted to a role in the caller’s tenant (admins): the stored set, or the shipped defaults while none is stored.',
        querystring: menusByRoleQuerySchema,
        response: { 200: menuListSchema },
      },
    },
    async (request) => byRole(request, request.query.Role, request.query.Framework ?? DEFAULT_MENU_FRAMEWORK),
  );

  app.get(
    '/by-role/:role/:framework',
    {
      config: admin,
      schema: {
        tags,
        security,
        description: 'The entries granted to a role in a framework (admins), as GET by-role.',
        params: menusByRoleParamsSchema,
        response: { 200: menuListSchema },
      },
    },
    async (request) => byRole(request, request.params.role, request.params.framework),
  );

  app.put(
    '/by-role',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          'Sets the entries of a role in the caller’s tenant (admins); replaces the role’s set, including the shipped defaults.',
        body: setRoleMenusSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const { role, framework, menuIds } = request.body;
      await checkIds(framework, menuIds);
      await menus.setGrants(principal.tenantId, 'R', role, framework, menuIds);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/by-user',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          'The entries of a user of the caller’s tenant (admins): their own and those of the given Roles (repeat Roles for several).',
        querystring: menusByUserQuerySchema,
        response: { 200: menuListSchema },
      },
    },
    async (request) => {
      const { UserId, Roles = [], Framework = DEFAULT_MENU_FRAMEWORK } = request.query;
      const { tenantId } = await userOfTenant(request, UserId);
      const { rows, granted } = await menus.granted(tenantId, Framework, { roles: Roles, userId: UserId });
      return list(rows, granted);
    },
  );

  app.get(
    '/by-user/:userId/:framework',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          'The entries granted to a user of the caller’s tenant themselves (admins), without their roles’.',
        params: menusByUserParamsSchema,
        response: { 200: menuListSchema },
      },
    },
    async (request) => {
      const { userId, framework } = request.params;
      const { tenantId } = await userOfTenant(request, userId);
      const { rows, granted } = await menus.granted(tenantId, framework, { roles: [], userId });
      return list(rows, granted);
    },
  );

  app.put(
    '/by-user',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          'Sets the entries granted to a user of the caller’s tenant (admins), in addition to those of their roles.',
        body: setUserMenusSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { userId, framework, menuIds } = request.body;
      const { tenantId } = await userOfTenant(request, userId);
      await checkIds(framework, menuIds);
      await menus.setGrants(tenantId, 'U', userId, framework, menuIds);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          'Accounts of the caller’s tenant to grant menu entries to (admins; not in the spec): Filter searches name and e-mail; paged by name.',
        querystring: menuUsersQuerySchema,
        response: { 200: pagedMenuUsersSchema },
      },
    },
    async (request) => menus.tenantUsers(requireUser(request).tenantId, request.query),
  );

  app.get(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        security,
        description: 'One menu entry (admins).',
        params,
        response: { 200: menuSchema },
      },
    },
    async (request) => {
      const row = await menus.find(request.params.id);
      if (!row) throw missing();
      return presentMenu(row);
    },
  );

  app.put(
    '/:id',
    {
      config: hostAdmin,
      schema: {
        tags,
        security,
        description:
          'Changes a menu entry (host admin); its layout and framework stay, a shipped entry keeps its name.',
        params,
        body: updateMenuSchema,
        response: { 200: menuSchema },
      },
    },
    async (request) => {
      const current = await menus.find(request.params.id);
      if (!current) throw missing();
      if (current.isStatic && request.body.name !== current.name)
        throw invalid('name', 'Der Name eines mitgelieferten Eintrags bleibt.');
      await checkParent(current.framework, request.body.parentId, current.id);
      const row = await unique(() => menus.update(current.id, request.body));
      if (!row) throw missing();
      return presentMenu(row);
    },
  );

  app.delete(
    '/:id',
    {
      config: hostAdmin,
      schema: {
        tags,
        security,
        description:
          'Deletes a menu entry and its children (host admin); shipped entries cannot be deleted (409).',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const current = await menus.find(request.params.id);
      if (!current) throw missing();
      if (
        current.isStatic ||
        (await menus.all(current.framework)).some((r) => r.parentId === current.id && r.isStatic)
      )
        throw conflict('Mitgelieferte Menüeinträge können nicht gelöscht werden.');
      await menus.remove(current.id);
      return reply.status(204).send(null);
    },
  );
}
