import { useEffect, useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { VIEWING_THANK_YOU } from '@shared/contact-options';
import { PAGE_PATHS } from '@shared/routes';
import { errorMessage, hasErrorCode } from '@client/app/api-errors';
import { Button } from '@client/components/ui/button';
import { useHydrated } from '@client/lib/use-hydrated';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { TextareaField } from '@client/components/ui/form-controls';
import { AGENCY } from '@client/content/agency';
import { usePublicForm } from '@client/lib/use-public-form';
import { requestViewing } from '../api';
import { TextLink } from '@client/components/ui/text-link';

const loadSchema = () => import('@shared/contact').then((m) => m.ViewingRequestSchema);

/** The fields of POST /api/listings/{id}/viewings, in the order the form shows them. */
const VIEWING_FIELDS = ['name', 'email', 'phone', 'preferredTimes', 'message'] as const;
const FALLBACK_ERROR = 'There was a problem sending your request. Please try again.';
const GONE_ERROR =
  'Sorry, this property has just been taken off the market, so we could not send your request.';

/**
 * 'Request a viewing' for one listing (loaded lazily by the listing page, so its code and Zod
 * stay out of the page's first load). Name and e-mail are needed; phone, times and a message are
 * optional. Field messages come from the shared schema and, failing that, from the server's 400.
 */
export function ViewingForm({ listingId, listingTitle }: { listingId: number; listingTitle: string }) {
  const hydrated = useHydrated();
  const [thanks, setThanks] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const thankYouRef = useRef<HTMLHeadingElement>(null);
  const { errors, sending, showServerErrors, formProps } = usePublicForm({
    fields: VIEWING_FIELDS,
    loadSchema,
    submit: async (input, form) => {
      setFormError(null);
      try {
        const answer = await requestViewing(listingId, input);
        setThanks(answer?.message || VIEWING_THANK_YOU);
      } catch (error) {
        if (showServerErrors(form, error)) return;
        setFormError(hasErrorCode(error, 'not_found') ? GONE_ERROR : errorMessage(error, FALLBACK_ERROR));
      }
    },
  });

  // Focus follows the view, so keyboard and screen-reader users hear the thank-you.
  useEffect(() => {
    if (thanks) thankYouRef.current?.focus();
  }, [thanks]);

  if (thanks) {
    return (
      <div className="rounded-lg border border-green-300 bg-green-50 p-6 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-green-700" />
        <h3 ref={thankYouRef} tabIndex={-1} className="mt-3 text-xl font-semibold text-slate-900">
          Thank you!
        </h3>
        <p className="mt-2 text-slate-800">{thanks}</p>
        <p className="mt-2 text-slate-800">
          We have your request to view {listingTitle}. Our lettings team will contact you by e-mail or phone,
          usually within one business day. If it is urgent, call us on{' '}
          <TextLink href={AGENCY.phoneHref}>{AGENCY.phone}</TextLink>.
        </p>
        <p className="mt-4">
          <TextLink href={PAGE_PATHS.listings}>See more properties</TextLink>
        </p>
      </div>
    );
  }

  return (
    <form {...formProps} className="space-y-4">
      <FormField label="Name" autoComplete="name" aria-required="true" name="name" error={errors.name} />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        aria-required="true"
        name="email"
        error={errors.email}
      />
      <FormField label="Phone" optional type="tel" autoComplete="tel" name="phone" error={errors.phone} />
      <FormField
        label="Preferred times"
        optional
        hint="For example, weekday evenings or Saturday morning."
        name="preferredTimes"
        error={errors.preferredTimes}
      />
      <TextareaField label="Message" optional rows={4} name="message" error={errors.message} />
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" disabled={sending || !hydrated} className="w-full">
        {sending ? 'Sending...' : 'Request a viewing'}
      </Button>
    </form>
  );
}
