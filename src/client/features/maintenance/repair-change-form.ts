import { z } from 'zod';
import { contractorTradeLabel, type Contractor } from '@shared/contractors';
import {
  MAINTENANCE_STATUSES,
  MaintenanceChangeSchema,
  type MaintenanceChangeInput,
  type MaintenanceRequest,
} from '@shared/maintenance';
import { penceToPoundsInput, poundsToPence } from '@shared/money';

export const DENIAL_NOTE_REQUIRED = 'Please say why, the tenant will see this';
export const NOTHING_TO_CHANGE = 'Nothing to change';
export const COST_NOT_MONEY = 'Please enter the cost in pounds, for example 120.50';

/**
 * The cost as typed, in pounds: empty clears it (null), '£1,234.5' is 123450 pence. More than two
 * decimals or a minus sign is refused with the server's own words rather than rounded or flipped.
 */
export function parseCostInput(
  text: string,
): { ok: true; pence: number | null } | { ok: false; message: string } {
  const cleaned = text.trim().replace(/^£\s*/, '').replace(/,/g, '');
  if (cleaned === '') return { ok: true, pence: null };
  if (/^-/.test(cleaned)) return { ok: false, message: 'Cost must be 0 or more' };
  if (/^\d+\.\d{3,}$/.test(cleaned)) return { ok: false, message: 'Cost must be in whole pence' };
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(cleaned)) return { ok: false, message: COST_NOT_MONEY };
  const pence = poundsToPence(cleaned.startsWith('.') ? `0${cleaned}` : cleaned.replace(/\.$/, ''));
  return pence === null ? { ok: false, message: COST_NOT_MONEY } : { ok: true, pence };
}

/** What the Manage repair form holds: text as typed; a contractor's id as text, '' for none. */
export interface RepairChangeFormValues {
  status: MaintenanceRequest['status'];
  note: string;
  contractorId: string;
  cost: string;
  fitnessMatter: boolean;
}

/** The body's fields are the form's fields, so the server's field messages land under the same names. */
export const REPAIR_CHANGE_FIELDS = ['status', 'note', 'contractorId', 'cost', 'fitnessMatter'] as const;

export function repairChangeDefaults(request: MaintenanceRequest): RepairChangeFormValues {
  return {
    status: request.status,
    note: '',
    contractorId: request.contractor ? String(request.contractor.id) : '',
    cost: penceToPoundsInput(request.cost),
    fitnessMatter: request.fitnessMatter,
  };
}

/**
 * The form for one repair → the PATCH body with only what changed, checked by the shared schema
 * (so 'Nothing to change' and the cost limits are the server's words). Denying needs a note,
 * because the tenant is told why.
 */
export function repairChangeFormSchema(request: MaintenanceRequest) {
  return z
    .object({
      status: z.enum(MAINTENANCE_STATUSES, 'Please select a status'),
      note: z.string(),
      contractorId: z.string(),
      cost: z.string(),
      fitnessMatter: z.boolean(),
    })
    .transform((values, ctx): MaintenanceChangeInput => {
      let failed = false;
      const fail = (field: (typeof REPAIR_CHANGE_FIELDS)[number], message: string) => {
        ctx.addIssue({ code: 'custom', message, path: [field] });
        failed = true;
      };
      const note = values.note.trim();
      if (values.status === 'denied' && request.status !== 'denied' && !note)
        fail('note', DENIAL_NOTE_REQUIRED);
      const cost = parseCostInput(values.cost);
      if (!cost.ok) fail('cost', cost.message);
      if (failed || !cost.ok) return z.NEVER;

      const contractorId = values.contractorId ? Number(values.contractorId) : null;
      const body: MaintenanceChangeInput = {};
      if (values.status !== request.status) body.status = values.status;
      if (note) body.notes = note;
      if (contractorId !== (request.contractor?.id ?? null)) body.contractorId = contractorId;
      if (cost.pence !== request.cost) body.cost = cost.pence;
      if (values.fitnessMatter !== request.fitnessMatter) body.fitnessMatter = values.fitnessMatter;

      // Checked here too: the shared schema turns an absent note into null, so its own check passes {}.
      if (Object.keys(body).length === 0) {
        ctx.addIssue({ code: 'custom', message: NOTHING_TO_CHANGE, path: ['status'] });
        return z.NEVER;
      }
      const parsed = MaintenanceChangeSchema.safeParse(body);
      if (parsed.success) return body;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'notes' ? 'note' : String(issue.path[0] ?? 'status');
        ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
      }
      return z.NEVER;
    });
}

/** Can take work, a certificate running out, or why not: shown in the contractor select. */
export function contractorStanding(contractor: Pick<Contractor, 'canTakeWork' | 'state' | 'blockedReason'>) {
  if (!contractor.canTakeWork)
    return `Cannot take work: ${contractor.blockedReason ?? 'a certificate is missing or out of date'}`;
  return contractor.state === 'amber' ? 'A certificate expires soon' : 'Certificates valid';
}

export const contractorOptionLabel = (contractor: Contractor) =>
  `${contractor.name} — ${contractorTradeLabel[contractor.trade]} — ${contractorStanding(contractor)}`;
