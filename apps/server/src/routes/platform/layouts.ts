import {
  createLayoutSchema,
  layoutListSchema,
  layoutSchema,
  listLayoutsQuerySchema,
  pagedLayoutsSchema,
  updateLayoutSchema,
  uuidSchema,
} from '@tafino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, failingAs, notFound } from '../../lib/errors.ts';
import { isDuplicateLayoutName, presentLayout } from '../../plugins/app/layouts.ts';

const tags = ['layouts'];
const security = [{ bearer: [] }];
const params = z.strictObject({ id: uuidSchema });
const duplicate = () => conflict('Ein Layout mit diesem Namen gibt es für dieses Framework schon.');
const missing = () => notFound('Das Layout');

/**
 * Layouts (spec section 7): named page layouts of a front-end framework, to which menus belong.
 * Global: the host admin (admin of the default tenant) manages them; every signed-in user reads them.
 */
export async function layoutsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { layouts } = app.repositories;
  const signedIn = { access: 'user' } as const;
  const hostAdmin = { access: 'host-admin' } as const;
  /** Runs a write, answering 409 when the framework already has a layout of that name. */
  const unique = failingAs(isDuplicateLayoutName, duplicate);

  app.post(
    '/',
    {
      config: hostAdmin,
      schema: {
        tags,
        security,
        description: 'Creates a layout of a framework (host admin). Names are unique per framework.',
        body: createLayoutSchema,
        response: { 200: layoutSchema },
      },
    },
    async (request) => presentLayout(await unique(() => layouts.insert(request.body))),
  );

  app.get(
    '/',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          'A page of layouts: Filter searches name, display name, description and path; Framework narrows to one framework; Sorting by name, displayName, framework, path or creationTime (asc/desc); Reverse turns the order around.',
        querystring: listLayoutsQuerySchema,
        response: { 200: pagedLayoutsSchema },
      },
    },
    async (request) => {
      const page = await layouts.page(request.query);
      return { totalCount: page.totalCount, items: page.items.map(presentLayout) };
    },
  );

  app.get(
    '/all',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description: 'Every layout, by framework and name.',
        response: { 200: layoutListSchema },
      },
    },
    async () => ({ items: (await layouts.all()).map(presentLayout) }),
  );

  app.get(
    '/:id',
    {
      config: signedIn,
      schema: { tags, security, description: 'One layout.', params, response: { 200: layoutSchema } },
    },
    async (request) => {
      const row = await layouts.find(request.params.id);
      if (!row) throw missing();
      return presentLayout(row);
    },
  );

  app.put(
    '/:id',
    {
      config: hostAdmin,
      schema: {
        tags,
        security,
        description: 'Changes a layout (host admin); its framework stays.',
        params,
        body: updateLayoutSchema,
        response: { 200: layoutSchema },
      },
    },
    async (request) => {
      const row = await unique(() => layouts.update(request.params.id, request.body));
      if (!row) throw missing();
      return presentLayout(row);
    },
  );

  app.delete(
    '/:id',
    {
      config: hostAdmin,
      schema: {
        tags,
        security,
        description: 'Deletes a layout (host admin).',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (!(await layouts.remove(request.params.id))) throw missing();
      return reply.status(204).send(null);
    },
  );
}
