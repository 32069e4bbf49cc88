import { useId, useState } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { RULES_BY_ID } from '@shared/compliance/registry';
import type { RentIncreaseCheck, RuleId, Section173Check } from '@shared/compliance/types';
import { todayInLondon } from '@shared/dates';
import { errorMessage } from '@client/app/api-client';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { useRentIncreaseCheck, useSection173Check } from '../api';
import { formatShortDate, isIsoDate } from '@client/lib/format';

type HeadingTag = 'h3' | 'h4' | 'h5' | 'h6';

/** Plain names for what can stand in the way of a notice (the rule's title, or better words). */
export function blockerName(rule: RuleId): string {
  switch (rule) {
    case 'S173_GUARD':
      return 'Too early';
    case 'FIXED_TERM_END':
      return 'Fixed term';
    default:
      return RULES_BY_ID.get(rule)?.title ?? rule;
  }
}

/**
 * The notices a landlord may give a contract-holder: whether a section 173 (no-fault) notice may
 * be served on a day, and whether the rent may rise from a day (notice RHW12).
 */
export function TenancyNotices({
  tenantId,
  tenantName,
  headingAs = 'h6',
}: {
  tenantId: number;
  tenantName: string;
  headingAs?: HeadingTag;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Section173Panel tenantId={tenantId} tenantName={tenantName} headingAs={headingAs} />
      <RentIncreasePanel tenantId={tenantId} tenantName={tenantName} headingAs={headingAs} />
    </div>
  );
}

function Verdict({ allowed, yes, no }: { allowed: boolean; yes: string; no: string }) {
  return allowed ? (
    <p className="flex items-center gap-2 font-semibold text-green-800">
      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
      {yes}
    </p>
  ) : (
    <p className="flex items-center gap-2 font-semibold text-red-800">
      <XCircle aria-hidden="true" className="size-5 shrink-0" />
      {no}
    </p>
  );
}

function DateRow({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-wrap gap-1">
      <dt className="text-slate-700">{label}:</dt>
      <dd className="text-slate-900">
        {value ? <time dateTime={value}>{formatShortDate(value)}</time> : 'None'}
      </dd>
    </div>
  );
}

export function Section173Panel({
  tenantId,
  tenantName,
  headingAs: Heading = 'h6',
  initialServeOn,
}: {
  tenantId: number;
  tenantName: string;
  headingAs?: HeadingTag;
  initialServeOn?: string;
}) {
  const [serveOn, setServeOn] = useState(() => initialServeOn ?? todayInLondon());
  const check = useSection173Check(tenantId, serveOn);
  const headingId = useId();
  const valid = isIsoDate(serveOn);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border border-slate-200 p-4">
      <Heading id={headingId} className="font-semibold text-slate-900">
        Section 173 notice (no-fault)
      </Heading>
      <FormField
        label="Serve on"
        type="date"
        value={serveOn}
        onChange={(event) => setServeOn(event.target.value)}
        hint={`The day you would serve ${tenantName} the notice.`}
        error={valid ? undefined : 'Enter a full date'}
      />
      <div aria-live="polite" aria-busy={check.isFetching || undefined}>
        {!valid ? null : check.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            Checking…
          </p>
        ) : check.isError ? (
          <FormAlert>{errorMessage(check.error, 'Could not check the notice. Please try again.')}</FormAlert>
        ) : (
          <Section173Result check={check.data} />
        )}
      </div>
    </section>
  );
}

export function Section173Result({ check }: { check: Section173Check }) {
  return (
    <div className="space-y-2 text-sm">
      <Verdict
        allowed={check.allowed}
        yes="A section 173 notice may be served on this day."
        no="A section 173 notice cannot be served on this day."
      />
      <dl className="grid gap-1">
        <DateRow label="Earliest day to serve" value={check.earliestServeDate} />
        <DateRow label="Earliest end of the contract" value={check.earliestEndDate} />
      </dl>
      {check.blockers.length > 0 && (
        <div>
          <p className="font-semibold text-slate-900">What stands in the way</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
            {check.blockers.map((rule) => (
              <li key={rule}>
                <span className="font-medium">{blockerName(rule)}:</span> {check.reasons[rule] ?? ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function RentIncreasePanel({
  tenantId,
  tenantName,
  headingAs: Heading = 'h6',
}: {
  tenantId: number;
  tenantName: string;
  headingAs?: HeadingTag;
}) {
  const [effectiveOn, setEffectiveOn] = useState('');
  const check = useRentIncreaseCheck(tenantId, effectiveOn);
  const headingId = useId();
  const valid = effectiveOn === '' || isIsoDate(effectiveOn);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border border-slate-200 p-4">
      <Heading id={headingId} className="font-semibold text-slate-900">
        Rent increase (notice RHW12)
      </Heading>
      <FormField
        label="New rent from"
        optional
        type="date"
        value={effectiveOn}
        onChange={(event) => setEffectiveOn(event.target.value)}
        hint={`Leave empty to see the earliest day ${tenantName}'s rent can rise.`}
        error={valid ? undefined : 'Enter a full date'}
      />
      <div aria-live="polite" aria-busy={check.isFetching || undefined}>
        {!valid ? null : check.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            Checking…
          </p>
        ) : check.isError ? (
          <FormAlert>
            {errorMessage(check.error, 'Could not check the rent increase. Please try again.')}
          </FormAlert>
        ) : (
          <RentIncreaseResult check={check.data} asked={effectiveOn !== ''} />
        )}
      </div>
    </section>
  );
}

export function RentIncreaseResult({ check, asked }: { check: RentIncreaseCheck; asked: boolean }) {
  return (
    <div className="space-y-2 text-sm">
      <Verdict
        allowed={check.allowed}
        yes={asked ? 'The rent may rise from this day.' : 'The rent may rise from the earliest day below.'}
        no={asked ? 'The rent cannot rise from this day.' : 'The rent cannot rise yet.'}
      />
      <dl className="grid gap-1">
        <DateRow label="Earliest day the new rent can start" value={check.earliestEffectiveDate} />
        <DateRow label="Serve notice RHW12 by" value={check.serveBy} />
      </dl>
      {check.reasons.length > 0 && (
        <div>
          <p className="font-semibold text-slate-900">Why not</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
            {check.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
