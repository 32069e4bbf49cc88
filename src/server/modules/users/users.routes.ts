import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateUserSchema, UpdateUserStatusSchema, UpdateUserTypeSchema, USER_STATUSES } from '@shared/users';
import { ListQuery } from '../../lib/list-query';
import * as service from './users.service';
import { IdParams, recordAt, routeAccess } from '../../lib/route-kit';

/** Admin user management (CONTRACT.md §3 admin). Every call is for admins only. */
export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'admin');
  const userRecord = recordAt((_actor, id) => service.getUser(app.ctx, id));

  r.get(
    '/api/admin/users',
    {
      schema: {
        querystring: ListQuery.extend({
          status: z.enum(USER_STATUSES).optional(),
          q: z.string().trim().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { users, total } = await service.listUsers(app.ctx, request.query);
      void reply.header('x-total-count', String(total));
      return users;
    },
  );

  r.post('/api/admin/users', { schema: { body: CreateUserSchema } }, async (request, reply) =>
    reply.status(201).send(await service.createUser(app.ctx, request.body)),
  );

  r.delete('/api/admin/users/:id', { schema: { params: IdParams } }, async (request) =>
    service.deleteUser(app.ctx, request.user!.id, request.params.id),
  );

  r.post('/api/admin/users/:id/reset-password', { schema: { params: IdParams } }, async (request) =>
    service.resetUserPassword(app.ctx, request.user!.id, request.params.id),
  );

  r.patch(
    '/api/admin/users/:id/type',
    { schema: { params: IdParams, body: UpdateUserTypeSchema }, config: { currentRecord: userRecord } },
    async (request) => service.changeUserType(app.ctx, request.user!.id, request.params.id, request.body),
  );

  r.patch(
    '/api/admin/users/:id/status',
    { schema: { params: IdParams, body: UpdateUserStatusSchema }, config: { currentRecord: userRecord } },
    async (request) => service.setUserStatus(app.ctx, request.user!.id, request.params.id, request.body),
  );
}
