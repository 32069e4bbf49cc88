import { useState, type ReactNode } from 'react';
import {
  HOLDING_DEPOSIT_USES,
  holdingDepositUseLabel,
  type Application,
  type HoldingDepositUse,
} from '@shared/applications';
import { todayInLondon } from '@shared/dates';
import { formatPence, penceToPoundsInput } from '@shared/money';
import { CONTRACT_TYPES, contractTypeLabel } from '@shared/tenancies';
import { errorMessage, hasErrorCode } from '@client/app/api-errors';
import { ComplianceBlockedAlert } from '@client/components/ui/compliance-blocked-alert';
import { FormDialog, FormFooter } from '@client/components/ui/dialog';
import { LabelledOptions, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { blockedItemsOf, refusalMessage, type ComplianceBlocked } from '@client/lib/compliance-blocked';
import { formatDateGB } from '@client/lib/format';
import { usePublicForm, type FormSchema } from '@client/lib/use-public-form';
import {
  useChangeApplication,
  useCreateTenancyFromApplication,
  useRecordHoldingDeposit,
  useRecordHoldingDepositRepayment,
  useSendHoldingDepositInformation,
} from '../api';
import {
  INFORMATION_FIELDS,
  informationFormSchema,
  NOTES_FIELDS,
  notesFormSchema,
  RECEIPT_FIELDS,
  receiptFormSchema,
  rejectFormSchema,
  REPAYMENT_FIELDS,
  repaymentFormSchema,
  TENANCY_FIELDS,
  tenancyFormSchema,
} from '../applications-forms';

export type ApplicationDialog = {
  kind: 'reject' | 'notes' | 'holding' | 'tenancy';
  application: Application;
};

interface DialogProps {
  dialog: ApplicationDialog | null;
  onClose: () => void;
}

/** One small form inside a dialog: the shared checks, then the server's field messages, then a general error. */
function useDialogForm<Field extends string, Out>(
  fields: readonly Field[],
  schema: FormSchema<Out>,
  save: (input: Out) => Promise<void>,
  fallback: string,
) {
  const [formError, setFormError] = useState<ReactNode>(null);
  const form = usePublicForm({
    fields,
    loadSchema: () => Promise.resolve(schema),
    submit: async (input, element) => {
      setFormError(null);
      try {
        await save(input);
      } catch (error) {
        if (form.showServerErrors(element, error)) return;
        setFormError(errorMessage(error, fallback));
      }
    },
  });
  return { ...form, formError, setFormError };
}

export function RejectDialog({ dialog, onClose }: DialogProps) {
  const a = dialog?.kind === 'reject' ? dialog.application : null;
  return (
    <FormDialog
      open={!!a}
      onClose={onClose}
      title={`Reject ${a?.fullName ?? ''}`}
      description="They are e-mailed the reason you give. A holding deposit they paid must then be repaid within 7 days."
    >
      {a && <RejectForm application={a} onDone={onClose} />}
    </FormDialog>
  );
}

function RejectForm({ application: a, onDone }: { application: Application; onDone: () => void }) {
  const change = useChangeApplication();
  const { errors, formError, formProps, sending } = useDialogForm(
    NOTES_FIELDS,
    rejectFormSchema,
    async (input) => {
      await change.mutateAsync({ id: a.id, input });
      toast({
        title: 'Application rejected',
        description: `${a.fullName} has been e-mailed.`,
        variant: 'success',
      });
      onDone();
    },
    'Failed to reject the application. Please try again.',
  );
  return (
    <form {...formProps} className="space-y-4">
      <TextareaField label="Reason" name="notes" rows={4} aria-required="true" error={errors.notes} />
      <FormAlert>{formError}</FormAlert>
      <FormFooter onCancel={onDone} busy={sending} submitLabel="Reject application" />
    </form>
  );
}

export function NotesDialog({ dialog, onClose }: DialogProps) {
  const a = dialog?.kind === 'notes' ? dialog.application : null;
  return (
    <FormDialog
      open={!!a}
      onClose={onClose}
      title={`Notes on ${a?.fullName ?? ''}`}
      description="Your own notes: the applicant does not see them."
    >
      {a && <NotesForm application={a} onDone={onClose} />}
    </FormDialog>
  );
}

function NotesForm({ application: a, onDone }: { application: Application; onDone: () => void }) {
  const change = useChangeApplication();
  const { errors, formError, formProps, sending } = useDialogForm(
    NOTES_FIELDS,
    notesFormSchema,
    async (input) => {
      await change.mutateAsync({ id: a.id, input });
      toast({ title: 'Notes saved', variant: 'success' });
      onDone();
    },
    'Failed to save the notes. Please try again.',
  );
  return (
    <form {...formProps} className="space-y-4">
      <TextareaField label="Notes" name="notes" rows={5} defaultValue={a.notes ?? ''} error={errors.notes} />
      <FormAlert>{formError}</FormAlert>
      <FormFooter onCancel={onDone} busy={sending} submitLabel="Save notes" />
    </form>
  );
}

/**
 * WALES.md HOLDING_DEPOSIT: first the information the applicant must have in writing, then the
 * money received (at most one week's rent), then — unless the tenancy uses it — the repayment.
 */
export function HoldingDepositDialog({ dialog, onClose }: DialogProps) {
  const a = dialog?.kind === 'holding' ? dialog.application : null;
  return (
    <FormDialog
      open={!!a}
      onClose={onClose}
      title={`Holding deposit: ${a?.fullName ?? ''}`}
      description={
        a
          ? `At most one week's rent: ${formatPence(a.holdingDeposit.maximum)}. The applicant must have the information in writing before paying.`
          : ''
      }
    >
      {a && <HoldingDepositSteps application={a} onDone={onClose} />}
    </FormDialog>
  );
}

function HoldingDepositSteps({ application: a, onDone }: { application: Application; onDone: () => void }) {
  const h = a.holdingDeposit;
  if (h.outcome === 'held') return <RepaymentForm application={a} onDone={onDone} />;
  if (h.outcome)
    return (
      <p className="text-sm text-slate-800">This holding deposit is settled ({formatDateGB(h.settledOn)}).</p>
    );
  return (
    <div className="space-y-6">
      <InformationForm application={a} onDone={onDone} />
      <ReceiptForm application={a} onDone={onDone} />
    </div>
  );
}

function InformationForm({ application: a, onDone }: { application: Application; onDone: () => void }) {
  const send = useSendHoldingDepositInformation();
  const h = a.holdingDeposit;
  const { errors, formError, formProps, sending } = useDialogForm(
    INFORMATION_FIELDS,
    informationFormSchema,
    async (input) => {
      await send.mutateAsync({ id: a.id, input });
      toast({
        title: 'Information sent',
        description: `${a.fullName} has been e-mailed it.`,
        variant: 'success',
      });
      onDone();
    },
    'Failed to send the information. Please try again.',
  );
  return (
    <form {...formProps} className="space-y-4" aria-labelledby={`info-${a.id}`}>
      <h3 id={`info-${a.id}`} className="font-semibold text-slate-900">
        1. Send the information
      </h3>
      {h.informationSentAt && (
        <p className="text-sm text-slate-700">
          Sent {formatDateGB(h.informationSentAt.slice(0, 10))} for {formatPence(h.informationAmount!)}. Send
          again to change it.
        </p>
      )}
      <FormField
        label="Holding deposit (£)"
        name="amount"
        inputMode="decimal"
        defaultValue={penceToPoundsInput(h.informationAmount ?? h.maximum)}
        error={errors.amount}
      />
      <FormField
        label="Deadline for agreement"
        optional
        type="date"
        name="deadlineForAgreement"
        hint="Only if agreed in writing; otherwise 15 days beginning with the day it is paid."
        error={errors.deadlineForAgreement}
      />
      <FormAlert>{formError}</FormAlert>
      <FormFooter
        onCancel={onDone}
        busy={sending}
        busyLabel="Sending…"
        submitLabel="E-mail the information"
      />
    </form>
  );
}

function ReceiptForm({ application: a, onDone }: { application: Application; onDone: () => void }) {
  const record = useRecordHoldingDeposit();
  const h = a.holdingDeposit;
  const { errors, formError, formProps, sending } = useDialogForm(
    RECEIPT_FIELDS,
    receiptFormSchema,
    async (input) => {
      const answer = await record.mutateAsync({ id: a.id, input });
      toast({
        title: 'Holding deposit recorded',
        description: `Repay or apply it by ${formatDateGB(answer.holdingDeposit.repayBy)}.`,
        variant: 'success',
      });
      onDone();
    },
    'Failed to record the holding deposit. Please try again.',
  );
  return (
    <form {...formProps} className="space-y-4" aria-labelledby={`receipt-${a.id}`}>
      <h3 id={`receipt-${a.id}`} className="font-semibold text-slate-900">
        2. Record it received
      </h3>
      {!h.informationSentAt && (
        <FormAlert tone="info">
          Send the information first: taken without it, the deposit must be repaid in full.
        </FormAlert>
      )}
      <FormField
        label="Amount received (£)"
        name="amount"
        inputMode="decimal"
        defaultValue={penceToPoundsInput(h.informationAmount ?? h.maximum)}
        error={errors.amount}
      />
      <FormField
        label="Received on"
        type="date"
        name="receivedOn"
        max={todayInLondon()}
        defaultValue={todayInLondon()}
        error={errors.receivedOn}
      />
      <FormField
        label="Deadline for agreement"
        optional
        type="date"
        name="deadlineForAgreement"
        hint="Only if agreed in writing."
        error={errors.deadlineForAgreement}
      />
      <FormAlert>{formError}</FormAlert>
      <FormFooter onCancel={onDone} busy={sending} submitLabel="Record holding deposit" />
    </form>
  );
}

function RepaymentForm({ application: a, onDone }: { application: Application; onDone: () => void }) {
  const record = useRecordHoldingDepositRepayment();
  const h = a.holdingDeposit;
  const { errors, formError, formProps, sending } = useDialogForm(
    REPAYMENT_FIELDS,
    repaymentFormSchema,
    async (input) => {
      await record.mutateAsync({ id: a.id, input });
      toast({ title: 'Repayment recorded', variant: 'success' });
      onDone();
    },
    'Failed to record the repayment. Please try again.',
  );
  return (
    <form {...formProps} className="space-y-4">
      <p className="text-sm text-slate-800">
        {formatPence(h.amount!)} received {formatDateGB(h.receivedOn)}. Deadline for agreement{' '}
        {formatDateGB(h.deadlineForAgreement)}; repay (or, with a contract, apply) by{' '}
        <strong>{formatDateGB(h.repayBy)}</strong>.
      </p>
      <FormField
        label="Repaid on"
        type="date"
        name="repaidOn"
        max={todayInLondon()}
        defaultValue={todayInLondon()}
        error={errors.repaidOn}
      />
      <FormAlert>{formError}</FormAlert>
      <FormFooter onCancel={onDone} busy={sending} submitLabel="Record repayment" />
    </form>
  );
}

/** The approved applicant's tenancy, from what they applied with; the Welsh safety checks still apply. */
export function TenancyDialog({ dialog, monthlyRent, onClose }: DialogProps & { monthlyRent: number }) {
  const a = dialog?.kind === 'tenancy' ? dialog.application : null;
  return (
    <FormDialog
      open={!!a}
      onClose={onClose}
      title={`Create tenancy for ${a?.fullName ?? ''}`}
      description="Their name, e-mail and phone are carried over, and they are invited to the tenant portal. The other applicants are told the home is taken, and the listing comes down."
      className="sm:max-w-xl"
    >
      {a && <TenancyForm application={a} monthlyRent={monthlyRent} onDone={onClose} />}
    </FormDialog>
  );
}

function TenancyForm({
  application: a,
  monthlyRent,
  onDone,
}: {
  application: Application;
  monthlyRent: number;
  onDone: () => void;
}) {
  const create = useCreateTenancyFromApplication();
  const [blocked, setBlocked] = useState<ComplianceBlocked | null>(null);
  const held = a.holdingDeposit.outcome === 'held' ? a.holdingDeposit.amount : null;
  const [contractType, setContractType] = useState('periodic');
  const { errors, formError, formProps, sending } = useDialogForm(
    TENANCY_FIELDS,
    tenancyFormSchema,
    async (input) => {
      setBlocked(null);
      try {
        const answer = await create.mutateAsync({ id: a.id, input });
        toast({ title: 'Tenancy created', description: answer.message, variant: 'success' });
        onDone();
      } catch (error) {
        const items = hasErrorCode(error, 'compliance_blocked') ? blockedItemsOf(error, {}) : null;
        if (!items) throw error;
        setBlocked({
          heading: 'The tenant cannot move in on this date yet',
          message: refusalMessage(error),
          items,
          footer: 'Nothing was saved. Add what is missing on the property, or choose a later lease start.',
        });
      }
    },
    'Failed to create the tenancy. Please try again.',
  );
  const uses: HoldingDepositUse[] = [...HOLDING_DEPOSIT_USES];
  return (
    <form {...formProps} className="space-y-4">
      <FormField
        label="Lease start (move-in)"
        type="date"
        name="leaseStart"
        defaultValue={a.moveInDate}
        error={errors.leaseStart}
      />
      <SelectField
        label="Contract type"
        name="contractType"
        value={contractType}
        onChange={(event) => setContractType(event.target.value)}
        error={errors.contractType}
      >
        <LabelledOptions values={CONTRACT_TYPES} labels={contractTypeLabel} />
      </SelectField>
      {contractType === 'fixed_term' && (
        <FormField label="Fixed-term end" type="date" name="fixedTermEnd" error={errors.fixedTermEnd} />
      )}
      <FormField
        label="Monthly rent (£)"
        name="rentAmount"
        inputMode="decimal"
        defaultValue={penceToPoundsInput(monthlyRent)}
        error={errors.rentAmount}
      />
      <FormField label="Deposit (£)" optional name="deposit" inputMode="decimal" error={errors.deposit} />
      {held !== null && (
        <SelectField
          label={`Holding deposit of ${formatPence(held)}`}
          name="holdingDepositUse"
          defaultValue="first_rent"
          hint="Toward the deposit or rent only with the applicant's agreement; repaid within 7 days otherwise."
          error={errors.holdingDepositUse}
        >
          <LabelledOptions values={uses} labels={holdingDepositUseLabel} />
        </SelectField>
      )}
      {blocked && <ComplianceBlockedAlert blocked={blocked} />}
      <FormAlert>{formError}</FormAlert>
      <FormFooter onCancel={onDone} busy={sending} busyLabel="Creating…" submitLabel="Create tenancy" />
    </form>
  );
}
