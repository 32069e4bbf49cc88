import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportPersonalData } from '../account/export.service';
import { sendExport } from '../account/account.routes';
import { IdParams, fileAnswer, routeAccess, routeTags } from '../../lib/route-kit';
import { eraseUser } from './erase.service';

/** An admin answering a person's UK GDPR request: a subject access export, or an erasure. */
export async function adminPrivacyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'admin');
  routeTags(app, 'Privacy');

  r.get(
    '/api/admin/users/:id/export',
    {
      schema: { summary: "Download a person's data for a subject access request (JSON)", params: IdParams },
      config: {
        answers: {
          200: fileAnswer(
            'application/json',
            "A download of the same shape as `GET /api/account/export`, with the person's tenancy documents that were not shared with them.",
          ),
        },
      },
    },
    async (request, reply) =>
      sendExport(
        reply,
        request.params.id,
        await exportPersonalData(request.ctx.db, request.params.id, { forSubjectAccess: true }),
      ),
  );

  r.post(
    '/api/admin/users/:id/erase',
    {
      schema: {
        summary: 'Erase a person: personal data removed, money records kept under a pseudonym',
        params: IdParams,
      },
      config: {
        noBody: true,
        answers: {
          200: '`{user, message}`: the account as it now is (the pseudonym, status `erased`).',
          403: 'Only a super admin can erase a super admin.',
          409: 'Your own account, the last administrator, or a person already erased.',
        },
      },
    },
    async (request) => eraseUser(request.ctx, request.user!, request.params.id),
  );
}
