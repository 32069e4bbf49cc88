import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateUserSchema,
  ResetPasswordAnswerSchema,
  UpdateUserStatusSchema,
  UpdateUserTypeSchema,
  USER_STATUSES,
} from '@shared/users';
import { ListQuery } from '../../lib/list-query';
import * as service from './users.service';
import { assertNotErased } from './erase.service';
import { IdParams, recordAt, routeAccess, routeTags } from '../../lib/route-kit';

const KEEPS_ERASED = new Set([
  '/api/admin/users/:id/reset-password',
  '/api/admin/users/:id/type',
  '/api/admin/users/:id/status',
]);

/** Admin user management (CONTRACT.md §3 admin). Every call is for admins only. */
export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'admin');
  routeTags(app, 'Users');
  const userRecord = recordAt((ctx, _actor, id) => service.getUser(ctx, id));
  // An erased person stays erased: no new password, type or status may bring the account back.
  app.addHook('preHandler', async (request) => {
    if (KEEPS_ERASED.has(request.routeOptions.url ?? ''))
      await assertNotErased(request.ctx, (request.params as { id: number }).id);
  });

  r.get(
    '/api/admin/users',
    {
      schema: {
        summary: 'List user accounts',
        querystring: ListQuery.extend({
          status: z.enum(USER_STATUSES).optional(),
          q: z.string().trim().max(100).optional(),
        }),
      },
      config: {
        answers: {
          200: 'The users (CONTRACT.md §2 user objects), filtered by status and a search of name, username and e-mail.',
        },
      },
    },
    async (request, reply) => {
      const { users, total } = await service.listUsers(request.ctx, request.query);
      void reply.header('x-total-count', String(total));
      return users;
    },
  );

  r.post(
    '/api/admin/users',
    {
      schema: {
        summary: 'Create an account and e-mail it a link to set its password',
        body: CreateUserSchema,
      },
      config: {
        answers: {
          201: '`{user, message}`: the new account.',
          400: 'A password was given that breaks a password rule (`errors.password` says which).',
          403: 'Only a super_admin may create a super_admin (`code` `super_admin_required`).',
          409: "The username or e-mail address is already someone's username or e-mail address (`errors` names which).",
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createUser(request.ctx, request.user!.id, request.body)),
  );

  r.delete(
    '/api/admin/users/:id',
    {
      schema: { summary: 'Delete an account', params: IdParams },
      config: {
        answers: {
          200: '`{message}`.',
          403: 'A plain admin deleting a super_admin (code `super_admin_required`).',
          409: 'Your own account, the last administrator, or an account whose records must be kept.',
        },
      },
    },
    async (request) => service.deleteUser(request.ctx, request.user!.id, request.params.id),
  );

  r.post(
    '/api/admin/users/:id/reset-password',
    {
      schema: { summary: 'Give an account a temporary password it must change', params: IdParams },
      config: {
        noBody: true,
        answers: {
          200: {
            description: 'The temporary password, shown only this once, and a message.',
            schema: ResetPasswordAnswerSchema,
          },
          403: "A plain admin resetting a super_admin's password (code `super_admin_required`).",
        },
      },
    },
    async (request) => service.resetUserPassword(request.ctx, request.user!.id, request.params.id),
  );

  r.patch(
    '/api/admin/users/:id/type',
    {
      schema: { summary: "Change an account's type and role", params: IdParams, body: UpdateUserTypeSchema },
      config: {
        currentRecord: userRecord,
        answers: {
          200: '`{user, message}`: the account as it now is.',
          403: 'A plain admin acting on a super_admin or granting or removing that role (code `super_admin_required`); anyone changing their own role.',
          409: 'An admin cannot remove their own administrator access, nor the last administrator theirs.',
        },
      },
    },
    async (request) => service.changeUserType(request.ctx, request.user!.id, request.params.id, request.body),
  );

  r.patch(
    '/api/admin/users/:id/status',
    {
      schema: { summary: 'Approve or reject a registration', params: IdParams, body: UpdateUserStatusSchema },
      config: {
        currentRecord: userRecord,
        answers: {
          200: '`{user, message}`: the account as it now is; approval e-mails the person.',
          403: 'A plain admin approving or rejecting a super_admin (code `super_admin_required`).',
          409: 'An admin cannot reject their own account.',
        },
      },
    },
    async (request) => service.setUserStatus(request.ctx, request.user!.id, request.params.id, request.body),
  );
}
