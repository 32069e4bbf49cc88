import { useEffect, useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { EMPLOYMENT_STATUSES } from '@shared/application-options';
import { todayInLondon } from '@shared/dates';
import { PAGE_PATHS } from '@shared/routes';
import { errorMessage, hasErrorCode } from '@client/app/api-errors';
import { Button } from '@client/components/ui/button';
import {
  CheckboxField,
  LabelledOptions,
  SelectField,
  TextareaField,
} from '@client/components/ui/form-controls';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { TextLink } from '@client/components/ui/text-link';
import { useHydrated } from '@client/lib/use-hydrated';
import { usePublicForm } from '@client/lib/use-public-form';
import { APPLICATION_FIELDS } from '../application-fields';
import { applyForListing } from '../public-api';
import { APPLY_FORM as COPY } from '@client/content/pages/apply-form';
import { SHARED_LABELS } from '@client/content/shared-labels';
import { localiseMessage } from '@client/lib/localise-message';

const loadSchema = () => import('../application-form').then((m) => m.applicationFormSchema);

/**
 * 'Apply for this home' on a listing (CONTRACT.md §8). Loaded lazily by the listing page; the
 * checks are the shared schema's, fetched when the form is first focused, then the server's 400.
 */
export function ApplyForm({ listingId, listingTitle }: { listingId: number; listingTitle: string }) {
  const hydrated = useHydrated();
  const [thanks, setThanks] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const thankYouRef = useRef<HTMLHeadingElement>(null);
  const { errors, sending, showServerErrors, formProps } = usePublicForm({
    fields: APPLICATION_FIELDS,
    loadSchema,
    submit: async (input, form) => {
      setFormError(null);
      try {
        const answer = await applyForListing(listingId, input);
        setThanks(localiseMessage(answer.message));
      } catch (error) {
        if (showServerErrors(form, error)) return;
        setFormError(
          hasErrorCode(error, 'not_found') ? COPY.goneError : errorMessage(error, COPY.fallbackError),
        );
      }
    },
  });

  useEffect(() => {
    if (thanks) thankYouRef.current?.focus();
  }, [thanks]);

  if (thanks) {
    return (
      <div className="rounded-lg border border-green-300 bg-green-50 p-6 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-green-700" />
        <h3 ref={thankYouRef} tabIndex={-1} className="mt-3 text-xl font-semibold text-slate-900">
          {COPY.sentHeading}
        </h3>
        <p className="mt-2 text-slate-800">{thanks}</p>
        <p className="mt-2 text-slate-800">{COPY.sentWith(listingTitle)}</p>
        <p className="mt-4">
          <TextLink href={PAGE_PATHS.listings}>{COPY.seeMore}</TextLink>
        </p>
      </div>
    );
  }

  const today = todayInLondon();
  return (
    <form {...formProps} className="space-y-4" aria-label={COPY.formLabel(listingTitle)}>
      <FormField
        label={COPY.fullName}
        autoComplete="name"
        aria-required="true"
        name="fullName"
        error={errors.fullName}
      />
      <FormField
        label={COPY.email}
        type="email"
        autoComplete="email"
        aria-required="true"
        name="email"
        error={errors.email}
      />
      <FormField
        label={COPY.phone}
        type="tel"
        autoComplete="tel"
        aria-required="true"
        name="phone"
        error={errors.phone}
      />
      <SelectField
        label={COPY.employmentStatus}
        name="employmentStatus"
        aria-required="true"
        defaultValue=""
        error={errors.employmentStatus}
      >
        <option value="" disabled>
          {COPY.chooseOne}
        </option>
        <LabelledOptions values={EMPLOYMENT_STATUSES} labels={SHARED_LABELS.employmentStatus} />
      </SelectField>
      <FormField
        label={COPY.annualIncome}
        inputMode="decimal"
        aria-required="true"
        name="annualIncome"
        hint={COPY.annualIncomeHint}
        error={errors.annualIncome}
      />
      <FormField
        label={COPY.householdSize}
        inputMode="numeric"
        aria-required="true"
        name="householdSize"
        defaultValue="1"
        error={errors.householdSize}
      />
      <FormField
        label={COPY.moveInDate}
        type="date"
        min={today}
        aria-required="true"
        name="moveInDate"
        error={errors.moveInDate}
      />
      <CheckboxField label={COPY.hasGuarantor} name="hasGuarantor" error={errors.hasGuarantor} />
      <TextareaField label={COPY.message} optional rows={4} name="message" error={errors.message} />
      <FormAlert>{formError}</FormAlert>
      <p className="text-sm text-slate-700">
        {COPY.privacyBefore}
        <TextLink href={PAGE_PATHS.privacy}>{COPY.privacyLink}</TextLink>
        {COPY.privacyAfter}
      </p>
      <Button type="submit" disabled={sending || !hydrated} className="w-full">
        {sending ? COPY.sending : COPY.submit}
      </Button>
    </form>
  );
}
