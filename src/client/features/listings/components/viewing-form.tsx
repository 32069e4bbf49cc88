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
import { VIEWING_FORM as COPY } from '@client/content/pages/viewing-form';
import { localiseMessage } from '@client/lib/localise-message';
import { requestViewing } from '../api';
import { TextLink } from '@client/components/ui/text-link';

const loadSchema = () => import('@shared/contact').then((m) => m.ViewingRequestSchema);

/** The fields of POST /api/listings/{id}/viewings, in the order the form shows them. */
const VIEWING_FIELDS = ['name', 'email', 'phone', 'preferredTimes', 'message'] as const;

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
        setThanks(localiseMessage(answer?.message || VIEWING_THANK_YOU));
      } catch (error) {
        if (showServerErrors(form, error)) return;
        setFormError(
          hasErrorCode(error, 'not_found') ? COPY.goneError : errorMessage(error, COPY.fallbackError),
        );
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
          {COPY.thankYou}
        </h3>
        <p className="mt-2 text-slate-800">{thanks}</p>
        <p className="mt-2 text-slate-800">
          {COPY.received(listingTitle)}
          <TextLink href={AGENCY.phoneHref}>{AGENCY.phone}</TextLink>
          {COPY.receivedAfterPhone}
        </p>
        <p className="mt-4">
          <TextLink href={PAGE_PATHS.listings}>{COPY.seeMore}</TextLink>
        </p>
      </div>
    );
  }

  return (
    <form {...formProps} className="space-y-4">
      <FormField label={COPY.name} autoComplete="name" aria-required="true" name="name" error={errors.name} />
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
        optional
        type="tel"
        autoComplete="tel"
        name="phone"
        error={errors.phone}
      />
      <FormField
        label={COPY.preferredTimes}
        optional
        hint={COPY.preferredTimesHint}
        name="preferredTimes"
        error={errors.preferredTimes}
      />
      <TextareaField label={COPY.message} optional rows={4} name="message" error={errors.message} />
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" disabled={sending || !hydrated} className="w-full">
        {sending ? COPY.sending : COPY.submit}
      </Button>
    </form>
  );
}
