import { errorMessage } from '@client/app/api-client';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { useBankDetails } from '../api';
import { BankDetailsForm } from './bank-details-form';

/** The admin's Rent Settings tab: the account tenants pay rent into. */
export function RentSettings() {
  const details = useBankDetails();
  return (
    <section aria-labelledby="rent-settings-heading" className="space-y-4">
      <h2 id="rent-settings-heading" className="text-2xl font-semibold text-slate-900">
        Rent Settings
      </h2>
      {details.isPending ? (
        <Loading label="Loading bank details…" />
      ) : details.isError ? (
        <FormAlert>
          {errorMessage(details.error, 'Failed to load bank details. Please refresh the page to try again.')}
        </FormAlert>
      ) : (
        <BankDetailsForm details={details.data} />
      )}
    </section>
  );
}
