import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContactInputSchema, MESSAGE_KINDS, UpdateMessageSchema } from '@shared/contact';
import { ListQuery } from '../../lib/list-query';
import { pageLocaleOf } from '../../lib/page-locale';
import * as service from './contact.service';
import { IdParams, recordAt, routeAccess, routeTags } from '../../lib/route-kit';

/** The public contact form (CONTRACT.md §3 public; SPEC.md §2 Contact page). */
export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'public');
  routeTags(app, 'Contact');

  r.post(
    '/api/contact',
    {
      schema: {
        summary: 'Send the agency a message (the contact form)',
        description:
          'The sender is e-mailed an acknowledgement in Welsh when the call carries `Content-Language: cy` (the Welsh page sends it), otherwise in English.',
        body: ContactInputSchema,
      },
      config: {
        answers: {
          201: '`{message}`: thanks; the message is in the admin inbox and e-mailed to the agency.',
          429: 'Too many messages from this address or e-mail address.',
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.submitContactMessage(request.ctx, request.body, request.ip, pageLocaleOf(request)),
        ),
  );
}

/** The admin inbox of contact messages and viewing requests (CONTRACT.md §3 admin messages). */
export async function adminMessagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a caller who may not look learns that (401/403), not the query's shape.
  routeAccess(app, 'admin');
  routeTags(app, 'Contact');

  r.get(
    '/api/admin/messages',
    {
      schema: {
        summary: 'The inbox of contact messages and viewing requests',
        querystring: ListQuery.extend({
          kind: z.enum(MESSAGE_KINDS, 'kind must be contact or viewing').optional(),
          handled: z.stringbool({ error: 'handled must be true or false' }).optional(),
        }),
      },
      config: { answers: { 200: 'The messages (`InboxMessage`, src/shared/contact.ts).' } },
    },
    async (request, reply) => {
      const { messages, total } = await service.listMessages(request.ctx, request.query);
      void reply.header('x-total-count', String(total));
      return messages;
    },
  );

  r.patch(
    '/api/admin/messages/:id',
    {
      schema: {
        summary: 'Mark an inbox message handled or not',
        params: IdParams,
        body: UpdateMessageSchema,
      },
      config: {
        currentRecord: recordAt((ctx, _actor, id) => service.getMessage(ctx, id)),
        answers: { 200: 'The message as it now is (`InboxMessage`), with who handled it and when.' },
      },
    },
    async (request) =>
      service.setMessageHandled(request.ctx, request.user!.id, request.params.id, request.body.handled),
  );
}
