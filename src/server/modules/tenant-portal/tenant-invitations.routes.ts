import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { InvitationAnswerSchema } from '@shared/tenant-portal';
import { IdParams, listAnswer, routeAccess, routeTags } from '../../lib/route-kit';
import { answerInvitation, listOwnInvitations, type InvitationAnswer } from './tenant-invitations.service';

const ANSWERS = {
  404: "Not an invitation to this account (another account's, or a token that is not its own).",
  410: 'Code `invitation_gone`: already answered, replaced by a newer invitation, or expired.',
};

/**
 * Invitations to join a tenancy (issue #17): a landlord's tenancy with an existing account's e-mail
 * reaches that account only when its owner, signed in, accepts here.
 */
export async function tenantInvitationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'tenant');
  routeTags(app, 'Tenant portal');

  r.get(
    '/api/tenant/invitations',
    {
      schema: { summary: 'Invitations to join a tenancy' },
      config: {
        answers: {
          200: listAnswer(
            '`TenantInvitation` list (src/shared/tenant-portal.ts): the open ones, newest first.',
          ),
        },
      },
    },
    async (request) => listOwnInvitations(request.ctx, request.user!),
  );

  const answerRoute = (answer: InvitationAnswer, summary: string, ok: string) =>
    r.post(
      `/api/tenant/invitations/:id/${answer}`,
      {
        schema: { summary, params: IdParams, body: InvitationAnswerSchema },
        config: { answers: { 200: ok, ...ANSWERS } },
      },
      async (request) =>
        answerInvitation(request.ctx, request.user!, request.params.id, request.body.token, answer),
    );
  answerRoute(
    'accept',
    'Accept an invitation to a tenancy',
    "`{message, tenancyId}`: the tenancy is linked to my account and in my portal. `token` is the e-mail link's, when accepted from it.",
  );
  answerRoute(
    'decline',
    'Decline an invitation to a tenancy',
    '`{message, tenancyId: null}`: the tenancy stays unlinked and the landlord is told.',
  );
}
