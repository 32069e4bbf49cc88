import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LanguageChoiceSchema } from '@shared/auth';
import { exportFileName, exportPersonalData } from './export.service';
import { setLanguage } from './language.service';
import { fileAnswer, ownRecord, routeAccess, routeTags } from '../../lib/route-kit';

/** A person's own data (UK GDPR; CONTRACT.md §7): any signed-in person may download theirs. */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'user');
  routeTags(app, 'Privacy');

  r.get(
    '/api/account/export',
    {
      schema: { summary: 'Download my data (JSON)' },
      config: {
        answers: {
          200: fileAnswer(
            'application/json',
            'A download: my account, sign-in sessions, properties, tenancies, payments, documents list, messages, maintenance, inspections, contractors, enquiries and messages sent to me. No password hash, token or storage key.',
          ),
        },
      },
    },
    async (request, reply) =>
      sendExport(
        reply,
        request.user!.id,
        await exportPersonalData(request.ctx.db, request.user!.id, { forSubjectAccess: false }),
      ),
  );

  r.put(
    '/api/account/language',
    {
      schema: {
        summary: 'Choose my language',
        description:
          'English or Welsh (`"en"` or `"cy"`, CONTRACT.md §9): a tenant reads their portal in it; everyone gets their e-mails and texts in it.',
        tags: ['Auth'],
        body: LanguageChoiceSchema,
      },
      config: {
        currentRecord: ownRecord((_ctx, actor) => Promise.resolve({ language: actor.language })),
        answers: { 200: '`{user}`: my account as saved (`PublicUser`, with `language`).' },
      },
    },
    async (request) => setLanguage(request.ctx, request.user!.id, request.body.language),
  );
}

/** The export as a file to save, never cached (it is personal data). */
export function sendExport(reply: FastifyReply, userId: number, data: unknown) {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(userId)}"`)
    .header('cache-control', 'private, no-store')
    .send(JSON.stringify(data, null, 2));
}
