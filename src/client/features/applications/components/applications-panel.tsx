import { useState } from 'react';
import {
  applicationStatusLabel,
  employmentStatusLabel,
  holdingDepositOutcomeLabel,
  type Application,
  type ApplicationStatus,
  type ApplicationStatusChange,
} from '@shared/applications';
import { formatPence } from '@shared/money';
import type { Property } from '@shared/properties';
import { errorMessage } from '@client/app/api-errors';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { toast } from '@client/components/ui/toast-store';
import { formatDateGB, formatDateTimeGB } from '@client/lib/format';
import { useChangeApplication, usePropertyApplications } from '../api';
import {
  HoldingDepositDialog,
  NotesDialog,
  RejectDialog,
  TenancyDialog,
  type ApplicationDialog,
} from './application-dialogs';

export const APPLICATIONS_PAGE_SIZE = 20;

/** The next step forward from each open status, as its button says it. */
const NEXT_STEP: Partial<Record<ApplicationStatus, { status: ApplicationStatusChange; label: string }>> = {
  new: { status: 'shortlisted', label: 'Shortlist' },
  shortlisted: { status: 'referencing', label: 'Start referencing' },
  referencing: { status: 'approved', label: 'Approve' },
};

const statusVariant: Record<ApplicationStatus, 'neutral' | 'default' | 'success' | 'danger' | 'warning'> = {
  new: 'warning',
  shortlisted: 'neutral',
  referencing: 'neutral',
  approved: 'success',
  rejected: 'danger',
  let: 'success',
};

/**
 * The Applications tab of one property (CONTRACT.md §8): who applied from the listing, whether
 * they can afford it, and each step to a tenancy — shortlist, reference, approve or reject with a
 * reason, the holding deposit under the Welsh rules, and the tenancy made in one step.
 */
export function ApplicationsPanel({
  property,
}: {
  property: Pick<Property, 'id' | 'title' | 'price' | 'isListed'>;
}) {
  const [offset, setOffset] = useState(0);
  const [dialog, setDialog] = useState<ApplicationDialog | null>(null);
  const list = usePropertyApplications(property.id, { limit: APPLICATIONS_PAGE_SIZE, offset });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <section aria-label={`Applications for ${property.title}`} className="space-y-4">
      <h4 className="text-lg font-semibold text-slate-900">Applications</h4>
      <p className="text-sm text-slate-700">
        People apply from the home&apos;s listing page. We look for a yearly income of at least 30 times the
        monthly rent ({formatPence(property.price * 30)} for {formatPence(property.price)} a month), or a
        guarantor.
      </p>
      {list.isPending ? (
        <Loading label="Loading applications..." />
      ) : list.isError ? (
        <FormAlert>
          {errorMessage(list.error, 'We could not load the applications. Please try again.')}
        </FormAlert>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
          No applications yet.{' '}
          {property.isListed
            ? 'They appear here as soon as someone applies.'
            : 'List the home (Edit on the Details tab) so people can apply.'}
        </p>
      ) : (
        <>
          <ul className="space-y-4" aria-label={`Applicants for ${property.title}`}>
            {rows.map((application) => (
              <ApplicationCard key={application.id} application={application} onOpen={setDialog} />
            ))}
          </ul>
          {total > APPLICATIONS_PAGE_SIZE && (
            <Pager
              label={`Application pages for ${property.title}`}
              noun={['application', 'applications']}
              offset={offset}
              pageSize={APPLICATIONS_PAGE_SIZE}
              shown={rows.length}
              total={total}
              onOffsetChange={setOffset}
            />
          )}
        </>
      )}
      <RejectDialog dialog={dialog} onClose={() => setDialog(null)} />
      <NotesDialog dialog={dialog} onClose={() => setDialog(null)} />
      <HoldingDepositDialog dialog={dialog} onClose={() => setDialog(null)} />
      <TenancyDialog dialog={dialog} monthlyRent={property.price} onClose={() => setDialog(null)} />
    </section>
  );
}

function ApplicationCard({
  application: a,
  onOpen,
}: {
  application: Application;
  onOpen: (dialog: ApplicationDialog) => void;
}) {
  const change = useChangeApplication();
  const next = NEXT_STEP[a.status];
  const open = a.status !== 'rejected' && a.status !== 'let';
  const headingId = `application-${a.id}-name`;

  const step = (status: ApplicationStatusChange) =>
    change.mutate(
      { id: a.id, input: { status } },
      {
        onSuccess: () =>
          toast({
            title: applicationStatusLabel[status],
            description: `${a.fullName} has been e-mailed.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id={headingId} className="text-base font-semibold text-slate-900">
          {a.fullName}
        </h5>
        <Badge variant={statusVariant[a.status]}>{applicationStatusLabel[a.status]}</Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact term="Applied">{formatDateTimeGB(a.createdAt)}</Fact>
        <Fact term="Move-in date">{formatDateGB(a.moveInDate)}</Fact>
        <Fact term="Contact">
          <a className="break-all text-brand-700 underline" href={`mailto:${a.email}`}>
            {a.email}
          </a>
          , {a.phone}
        </Fact>
        <Fact term="Household">
          {a.householdSize} {a.householdSize === 1 ? 'person' : 'people'}
        </Fact>
        <Fact term="Employment">{employmentStatusLabel[a.employmentStatus]}</Fact>
        <Fact term="Yearly income">{formatPence(a.annualIncome)}</Fact>
        <Fact term="Affordability">
          <AffordabilityBadge application={a} />
        </Fact>
        <Fact term="Holding deposit">
          <HoldingDepositSummary application={a} />
        </Fact>
      </dl>
      {a.message && (
        <p className="mt-3 text-sm whitespace-pre-line text-slate-800">
          <span className="font-medium">Message: </span>
          {a.message}
        </p>
      )}
      {a.rejectionReason && (
        <p className="mt-2 text-sm text-slate-800">
          <span className="font-medium">Reason given: </span>
          {a.rejectionReason}
        </p>
      )}
      {a.notes && a.notes !== a.rejectionReason && (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-800">
          <span className="font-medium">Notes: </span>
          {a.notes}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {next && (
          <Button size="sm" disabled={change.isPending} onClick={() => step(next.status)}>
            {next.label}
            <span className="sr-only"> {a.fullName}</span>
          </Button>
        )}
        {a.status === 'approved' && (
          <Button size="sm" onClick={() => onOpen({ kind: 'tenancy', application: a })}>
            Create tenancy
            <span className="sr-only"> for {a.fullName}</span>
          </Button>
        )}
        {(open || a.holdingDeposit.outcome === 'held') && (
          <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'holding', application: a })}>
            Holding deposit
            <span className="sr-only"> of {a.fullName}</span>
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'notes', application: a })}>
          Notes
          <span className="sr-only"> on {a.fullName}</span>
        </Button>
        {open && (
          <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'reject', application: a })}>
            Reject
            <span className="sr-only"> {a.fullName}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function AffordabilityBadge({ application: a }: { application: Application }) {
  const { meetsIncome, hasGuarantor, incomeNeeded } = a.affordability;
  if (meetsIncome) return <Badge variant="success">Affordable: income at least 30 × rent</Badge>;
  if (hasGuarantor)
    return <Badge variant="neutral">Guarantor: income below {formatPence(incomeNeeded)}</Badge>;
  return <Badge variant="danger">Below {formatPence(incomeNeeded)}, no guarantor</Badge>;
}

function HoldingDepositSummary({ application: a }: { application: Application }) {
  const h = a.holdingDeposit;
  if (h.outcome === 'held')
    return (
      <>
        {formatPence(h.amount!)} held since {formatDateGB(h.receivedOn)}; repay or apply by{' '}
        <strong>{formatDateGB(h.repayBy)}</strong>
        {h.informationLate && (
          <span className="block text-red-800">
            The required information was not sent before it was taken.
          </span>
        )}
      </>
    );
  if (h.outcome)
    return (
      <>
        {formatPence(h.amount!)}: {holdingDepositOutcomeLabel[h.outcome]} ({formatDateGB(h.settledOn)})
      </>
    );
  if (h.informationSentAt)
    return (
      <>
        Information sent {formatDateTimeGB(h.informationSentAt)} ({formatPence(h.informationAmount!)})
      </>
    );
  return <>None (at most {formatPence(h.maximum)})</>;
}
