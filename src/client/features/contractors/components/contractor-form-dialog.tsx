import { useId } from 'react';
import {
  CERTIFICATE_KINDS,
  CONTRACTOR_TRADES,
  certificateKindLabel,
  contractorTradeLabel,
  type Contractor,
} from '@shared/contractors';
import { Badge } from '@client/components/ui/badge';
import { FormDialog, FormFooter } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { LabelledOptions, SelectField } from '@client/components/ui/form-controls';
import { useContractorForm } from './use-contractor-form';

interface ContractorFormDialogProps {
  open: boolean;
  /** Edit this contractor; absent to add one. */
  contractor?: Contractor | null;
  /** An admin adding to a landlord's directory. */
  landlordId?: number | undefined;
  onClose: () => void;
}

/** Add a contractor to the directory, or edit one. */
export function ContractorFormDialog({ open, onClose, ...props }: ContractorFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={props.contractor ? 'Edit Contractor' : 'Add Contractor'}
      description={
        'A contractor can be given a repair only while every certificate their trade needs is in date.'
      }
      className="sm:max-w-2xl"
    >
      <ContractorForm onClose={onClose} {...props} />
    </FormDialog>
  );
}

/** The fields: name, trade, phone, e-mail, and a row per certificate kind (those the trade needs marked). */
export function ContractorForm({ contractor, landlordId, onClose }: Omit<ContractorFormDialogProps, 'open'>) {
  const { isEdit, register, errors, trade, required, saving, submit } = useContractorForm(
    contractor,
    landlordId,
    onClose,
  );
  const certificatesId = useId();

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <SelectField label="Trade" error={errors.trade?.message} {...register('trade')}>
          <option value="">Select a trade</option>
          <LabelledOptions values={CONTRACTOR_TRADES} labels={contractorTradeLabel} />
        </SelectField>
        <FormField
          label="Phone"
          optional
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          label="E-mail"
          optional
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>

      <section aria-labelledby={certificatesId} className="space-y-3">
        <h3 id={certificatesId} className="text-sm font-semibold text-slate-900">
          Certificates
        </h3>
        <p className="text-sm text-slate-700">
          Leave a certificate empty if the contractor does not hold it.
          {trade
            ? ` For a ${contractorTradeLabel[trade].toLowerCase()}, the ones marked Required must be in date before they can be given a repair.`
            : ' Choose a trade to see which are required.'}
        </p>
        {CERTIFICATE_KINDS.map((kind) => {
          const rowErrors = errors.certificates?.[kind];
          return (
            <fieldset key={kind} className="space-y-3 rounded-md border border-slate-200 p-4">
              <legend className="flex flex-wrap items-center gap-2 px-1 text-sm font-medium text-slate-900">
                {certificateKindLabel[kind]}
                {required.includes(kind) && <Badge variant="neutral">Required</Badge>}
              </legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label="Reference"
                  optional
                  autoComplete="off"
                  maxLength={100}
                  error={rowErrors?.reference?.message}
                  {...register(`certificates.${kind}.reference`)}
                />
                <FormField
                  label="Expiry date"
                  type="date"
                  error={rowErrors?.expiresOn?.message}
                  {...register(`certificates.${kind}.expiresOn`)}
                />
              </div>
            </fieldset>
          );
        })}
      </section>

      <FormFooter onCancel={onClose} busy={saving} submitLabel={isEdit ? 'Save Changes' : 'Add Contractor'} />
    </form>
  );
}
