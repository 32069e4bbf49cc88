import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicationChangeSchema,
  ApplicationInputSchema,
  ApplicationTenancySchema,
  HoldingDepositInformationSchema,
  HoldingDepositRepaymentSchema,
  HoldingDepositSchema,
} from '@shared/applications';
import { ListQuery } from '../../lib/list-query';
import { IdParams, recordAt, routeAccess, routeTags } from '../../lib/route-kit';
import { pageLocaleOf } from '../../lib/page-locale';
import { createTenancyFromApplication } from './application-tenancy.service';
import {
  applyForListing,
  changeApplication,
  getApplication,
  listPropertyApplications,
} from './applications.service';
import {
  recordHoldingDeposit,
  recordHoldingDepositRepayment,
  sendHoldingDepositInformation,
} from './holding-deposit.service';

/** Applications to rent (CONTRACT.md §8): the public form, and the landlord's side. */
export async function applicationsRoutes(app: FastifyInstance) {
  await app.register(publicApplicationRoutes);
  await app.register(managedApplicationRoutes);
}

/** Anyone may apply for a listed home; no sign-in. */
async function publicApplicationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'public');
  routeTags(app, 'Applications');

  r.post(
    '/api/listings/:id/applications',
    {
      schema: {
        summary: 'Apply to rent a home',
        description:
          'Money in pence. The applicant is e-mailed an acknowledgement (in Welsh when the call carries `Content-Language: cy`, as the Welsh page sends it; otherwise English); the landlord and the agency a notice with the affordability.',
        params: IdParams,
        body: ApplicationInputSchema,
      },
      config: {
        answers: {
          201: '`{message}`: thanks; the application is with the landlord and the agency.',
          409: 'This e-mail address already has an open application for this home (on `email`).',
          429: 'Too many applications from this address or e-mail address.',
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await applyForListing(
            request.ctx,
            request.params.id,
            request.body,
            request.ip,
            pageLocaleOf(request),
          ),
        ),
  );
}

/** A property's applications and what is done with them: its landlord or an admin. */
async function managedApplicationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  routeTags(app, 'Applications');

  r.get(
    '/api/properties/:id/applications',
    {
      schema: { summary: "List a property's applications", params: IdParams, querystring: ListQuery },
      config: {
        answers: {
          200: 'The applications (`Application`, src/shared/applications.ts), open ones first, with affordability and holding deposit.',
        },
      },
    },
    async (request, reply) => {
      const { applications, total } = await listPropertyApplications(
        request.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return applications;
    },
  );

  r.patch(
    '/api/applications/:id',
    {
      schema: {
        summary: 'Move an application on: status and notes',
        description:
          'Forward through shortlisted, referencing and approved (a step may be skipped), or rejected with the reason in `notes`. The applicant is e-mailed at each step.',
        params: IdParams,
        body: ApplicationChangeSchema,
      },
      config: {
        currentRecord: recordAt((ctx, actor, id) => getApplication(ctx, actor, id)),
        answers: {
          200: 'The application as it now is (`Application`).',
          409: 'The application is closed, or the status would go back (on `status`).',
        },
      },
    },
    async (request) => changeApplication(request.ctx, request.user!, request.params.id, request.body),
  );

  r.post(
    '/api/applications/:id/holding-deposit/information',
    {
      schema: {
        summary: 'Send the holding-deposit information the applicant must have before paying',
        description:
          "WALES.md HOLDING_DEPOSIT_INFO: the home, rent, amount (at most one week's rent), the deadline for agreement and when it may be kept, e-mailed and recorded.",
        params: IdParams,
        body: HoldingDepositInformationSchema,
      },
      config: {
        answers: {
          200: 'The application (`Application`), its `holdingDeposit.informationSentAt` set.',
          409: 'The application is closed, or a holding deposit was already received.',
        },
      },
    },
    async (request) =>
      sendHoldingDepositInformation(request.ctx, request.user!, request.params.id, request.body),
  );

  r.post(
    '/api/applications/:id/holding-deposit',
    {
      schema: {
        summary: 'Record the holding deposit received',
        description:
          "At most one week's rent (monthly × 12 ÷ 52, rounded down). The deadline for agreement is 15 days beginning with the day received unless agreed in writing; it must be repaid within 7 days of that deadline unless a contract is made first.",
        params: IdParams,
        body: HoldingDepositSchema,
      },
      config: {
        answers: {
          201: 'The application (`Application`) with its `holdingDeposit` and `repayBy`.',
          409: 'The application is closed, already has one, or another applicant’s holding deposit holds the home.',
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await recordHoldingDeposit(request.ctx, request.user!, request.params.id, request.body)),
  );

  r.post(
    '/api/applications/:id/holding-deposit/repayment',
    {
      schema: {
        summary: 'Record the holding deposit repaid',
        params: IdParams,
        body: HoldingDepositRepaymentSchema,
      },
      config: {
        answers: {
          200: 'The application (`Application`), its holding deposit settled as repaid.',
          409: 'No holding deposit is held on it.',
        },
      },
    },
    async (request) =>
      recordHoldingDepositRepayment(request.ctx, request.user!, request.params.id, request.body),
  );

  r.post(
    '/api/applications/:id/tenancy',
    {
      schema: {
        summary: 'Turn an approved application into the tenancy',
        description:
          "Name, e-mail and phone carried over; lease from the move-in date for a year and the listing's rent unless given. The holding deposit goes toward the deposit (when it covers it) or the first rent, or is repaid (`holdingDepositUse`). The tenant is invited as when a tenancy is added; the other applicants are told the home is taken; the listing comes down.",
        params: IdParams,
        body: ApplicationTenancySchema,
      },
      config: {
        answers: {
          201: '`{application, tenantId, account, othersTold, message}`.',
          409: 'The application is not approved (on `status`); the e-mail belongs to another kind of account (on `email`); or the Welsh rules stop the tenancy starting (code `compliance_blocked`).',
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createTenancyFromApplication(request.ctx, request.user!, request.params.id, request.body),
        ),
  );
}
