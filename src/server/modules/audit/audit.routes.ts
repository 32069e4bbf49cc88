import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '@shared/audit';
import { isoDate } from '@shared/date-schema';
import { ListQuery, optionalQueryId, routeAccess, routeTags, sendPage } from '../../lib/route-kit';
import * as service from './audit.service';

/**
 * The audit trail for admins (issue 17, CONTRACT.md §7). Read only: there is no route that
 * changes or removes an event, and the database refuses it too (drizzle/0005_audit_events.sql).
 */
export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'admin');
  routeTags(app, 'Audit');

  r.get(
    '/api/admin/audit',
    {
      schema: {
        summary: 'The audit trail: sign-ins, record changes, documents served, settings, exports',
        querystring: ListQuery.extend({
          actorId: optionalQueryId('actorId'),
          action: z.enum(AUDIT_ACTIONS, `action must be one of ${AUDIT_ACTIONS.join(', ')}`).optional(),
          from: isoDate('from must be a date (YYYY-MM-DD)').optional(),
          to: isoDate('to must be a date (YYYY-MM-DD)').optional(),
        }),
      },
      config: {
        answers: {
          200: 'The events, newest first (`AuditEvent`, src/shared/audit.ts); the full count in X-Total-Count.',
        },
      },
    },
    async (request, reply) => sendPage(reply, await service.listAuditEvents(request.ctx, request.query)),
  );
}
