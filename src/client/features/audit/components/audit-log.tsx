import { useId, useState } from 'react';
import { AUDIT_ACTIONS, auditActionLabel, type AuditAction, type AuditEvent } from '@shared/audit';
import { errorMessage } from '@client/app/api-client';
import { RefreshHeader } from '@client/components/ui/refresh-header';
import { LabelledOptions, SelectField } from '@client/components/ui/form-controls';
import { FormAlert } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Loading } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@client/components/ui/table';
import { formatDateTimeGB, isIsoDate } from '@client/lib/format';
import { useAuditLog, useAuditPeople } from '../api';
import { summariseAudit, targetLabel } from '../audit-summary';

export const AUDIT_PAGE_SIZE = 25;

/**
 * The audit trail (issue 17): who did what, to which record, from where and when, newest first;
 * filtered by person, action and dates. Read only: nothing here changes an event.
 */
export function AuditLog({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const fromId = useId();
  const toId = useId();
  const [actorId, setActorId] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const people = useAuditPeople();

  const log = useAuditLog({
    actorId: actorId ? Number(actorId) : undefined,
    action: action || undefined,
    // A half-typed date is not sent: the list keeps its last answer until it is a real day.
    from: isIsoDate(from) ? from : undefined,
    to: isIsoDate(to) ? to : undefined,
    limit: AUDIT_PAGE_SIZE,
    offset,
  });
  const rows = log.data?.items ?? [];
  const total = log.data?.total ?? 0;
  const filtered = Boolean(actorId || action || from || to);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <RefreshHeader id={headingId} title="Audit" level={headingLevel} query={log} />
      <p className="text-slate-700">
        Every sign-in, change to a record or setting, document served and export, newest first. Entries cannot
        be changed or removed.
      </p>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Person"
          value={actorId}
          onChange={(event) => filter(setActorId)(event.target.value)}
        >
          <option value="">Everyone</option>
          {(people.data ?? [])
            .slice()
            .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en-GB'))
            .map((person) => (
              <option key={person.id} value={person.id}>
                {person.fullName} ({person.username})
              </option>
            ))}
        </SelectField>
        <SelectField
          label="Action"
          value={action}
          onChange={(event) => filter(setAction)(event.target.value as AuditAction | '')}
        >
          <option value="">All actions</option>
          <LabelledOptions values={AUDIT_ACTIONS} labels={auditActionLabel} />
        </SelectField>
        <div className="space-y-1">
          <Label htmlFor={fromId}>From</Label>
          <Input
            id={fromId}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => filter(setFrom)(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={toId}>To</Label>
          <Input
            id={toId}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => filter(setTo)(event.target.value)}
          />
        </div>
      </div>

      {log.isPending ? (
        <Loading label="Loading the audit trail…" />
      ) : log.isError ? (
        <FormAlert>{errorMessage(log.error, 'Failed to load the audit trail.')}</FormAlert>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
          {filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}
        </p>
      ) : (
        <>
          <AuditTable events={rows} />
          <Pager
            label="Audit trail pages"
            noun={['entry', 'entries']}
            offset={offset}
            pageSize={AUDIT_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onOffsetChange={setOffset}
          />
        </>
      )}
    </section>
  );
}

export function AuditTable({ events }: { events: readonly AuditEvent[] }) {
  return (
    <Table label="Audit trail">
      <TableColumns names={['When', 'Who', 'Action', 'Record', 'Address', 'Details']} />
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.id}>
            <TableCell className="whitespace-nowrap">
              <time dateTime={event.at}>{formatDateTimeGB(event.at)}</time>
            </TableCell>
            <TableCell className="min-w-32">
              {event.actorName ??
                (event.actorId === null ? 'System or signed out' : `Account ${event.actorId}`)}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {auditActionLabel[event.action] ?? event.action}
            </TableCell>
            <TableCell className="min-w-32">{targetLabel(event)}</TableCell>
            <TableCell className="break-all">{event.ip ?? '—'}</TableCell>
            <TableCell className="min-w-56 text-sm break-words text-slate-700">
              <AuditDetails event={event} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The summary, and the whole record of the event behind a disclosure for whoever needs it. */
function AuditDetails({ event }: { event: AuditEvent }) {
  const summary = summariseAudit(event);
  const hasDetails = Object.keys(event.details).length > 0;
  return (
    <>
      {summary && <p>{summary}</p>}
      {hasDetails && (
        <details className="mt-1">
          <summary className="cursor-pointer text-brand-700 underline underline-offset-2">
            All details<span className="sr-only"> of entry {event.id}</span>
          </summary>
          <pre className="mt-1 max-h-64 max-w-[80vw] overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
            {JSON.stringify(event.details, null, 2)}
          </pre>
        </details>
      )}
    </>
  );
}
