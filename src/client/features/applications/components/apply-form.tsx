import { useEffect, useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { EMPLOYMENT_STATUSES, employmentStatusLabel } from '@shared/application-options';
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

const loadSchema = () => import('../application-form').then((m) => m.applicationFormSchema);

const FALLBACK_ERROR = 'There was a problem sending your application. Please try again.';
const GONE_ERROR =
  'Sorry, this property has just been taken off the market, so we could not send your application.';

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
        setThanks(answer.message);
      } catch (error) {
        if (showServerErrors(form, error)) return;
        setFormError(hasErrorCode(error, 'not_found') ? GONE_ERROR : errorMessage(error, FALLBACK_ERROR));
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
          Application sent
        </h3>
        <p className="mt-2 text-slate-800">{thanks}</p>
        <p className="mt-2 text-slate-800">
          Your application for {listingTitle} is with the landlord and our team.
        </p>
        <p className="mt-4">
          <TextLink href={PAGE_PATHS.listings}>See more properties</TextLink>
        </p>
      </div>
    );
  }

  const today = todayInLondon();
  return (
    <form {...formProps} className="space-y-4" aria-label={`Apply for ${listingTitle}`}>
      <FormField
        label="Full name"
        autoComplete="name"
        aria-required="true"
        name="fullName"
        error={errors.fullName}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        aria-required="true"
        name="email"
        error={errors.email}
      />
      <FormField
        label="Phone"
        type="tel"
        autoComplete="tel"
        aria-required="true"
        name="phone"
        error={errors.phone}
      />
      <SelectField
        label="Employment status"
        name="employmentStatus"
        aria-required="true"
        defaultValue=""
        error={errors.employmentStatus}
      >
        <option value="" disabled>
          Choose one
        </option>
        <LabelledOptions values={EMPLOYMENT_STATUSES} labels={employmentStatusLabel} />
      </SelectField>
      <FormField
        label="Yearly income before tax (£)"
        inputMode="decimal"
        aria-required="true"
        name="annualIncome"
        hint="Your household's total. We usually look for 30 times the monthly rent, or a guarantor."
        error={errors.annualIncome}
      />
      <FormField
        label="People who will live there"
        inputMode="numeric"
        aria-required="true"
        name="householdSize"
        defaultValue="1"
        error={errors.householdSize}
      />
      <FormField
        label="Move-in date"
        type="date"
        min={today}
        aria-required="true"
        name="moveInDate"
        error={errors.moveInDate}
      />
      <CheckboxField
        label="I have a guarantor (someone who will guarantee the rent)"
        name="hasGuarantor"
        error={errors.hasGuarantor}
      />
      <TextareaField
        label="Anything else we should know"
        optional
        rows={4}
        name="message"
        error={errors.message}
      />
      <FormAlert>{formError}</FormAlert>
      <p className="text-sm text-slate-700">
        We use these details only to consider your application (see our{' '}
        <TextLink href={PAGE_PATHS.privacy}>privacy policy</TextLink>). We never take a holding deposit before
        giving you, in writing, what you must know first.
      </p>
      <Button type="submit" disabled={sending || !hydrated} className="w-full">
        {sending ? 'Sending...' : 'Send application'}
      </Button>
    </form>
  );
}
