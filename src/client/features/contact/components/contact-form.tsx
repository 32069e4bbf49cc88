import { useEffect, useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { CONTACT_THANK_YOU, INQUIRY_TYPES } from '@shared/contact-options';
import { errorMessage } from '@client/app/api-errors';
import { Button } from '@client/components/ui/button';
import { useHydrated } from '@client/lib/use-hydrated';
import { FormField } from '@client/components/ui/form-field';
import { LabelledOptions, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { usePublicForm } from '@client/lib/use-public-form';
import { CONTACT_FORM as COPY } from '@client/content/pages/contact-form';
import { SHARED_LABELS } from '@client/content/shared-labels';
import { localiseMessage } from '@client/lib/localise-message';
import { sendContactMessage } from '../public-api';

const CONTACT_FIELDS = ['name', 'email', 'phone', 'inquiryType', 'message'] as const;
const loadSchema = () => import('@shared/contact').then((m) => m.ContactInputSchema);

/** The contact form (SPEC.md §2 Contact page, §4, §5, §8): idle, sending, then thank-you or error. */
export function ContactForm() {
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const thankYouRef = useRef<HTMLHeadingElement>(null);
  const returnedRef = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const { errors, sending, showServerErrors, formProps } = usePublicForm({
    fields: CONTACT_FIELDS,
    loadSchema,
    submit: async (input, form) => {
      try {
        const answer = await sendContactMessage(input);
        toast({
          title: COPY.sentToastTitle,
          description: localiseMessage(answer?.message || CONTACT_THANK_YOU),
          variant: 'success',
        });
        setSent(true);
      } catch (error) {
        showServerErrors(form, error);
        toast({
          title: COPY.errorToastTitle,
          description: errorMessage(error, COPY.fallbackError),
          variant: 'destructive',
        });
      }
    },
  });

  // Move focus with the view, so keyboard and screen-reader users follow the change.
  useEffect(() => {
    if (sent) thankYouRef.current?.focus();
    else if (returnedRef.current) nameRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className="rounded-lg border border-green-300 bg-green-50 p-6 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-green-700" />
        <h3 ref={thankYouRef} tabIndex={-1} className="mt-3 text-xl font-semibold text-slate-900">
          {COPY.thankYou}
        </h3>
        <p className="mt-2 text-slate-800">{localiseMessage(CONTACT_THANK_YOU)}</p>
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => {
            returnedRef.current = true;
            setSent(false);
          }}
        >
          {COPY.sendAnother}
        </Button>
      </div>
    );
  }

  return (
    <form {...formProps} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          ref={nameRef}
          label={COPY.name}
          autoComplete="name"
          aria-required="true"
          name="name"
          error={errors.name}
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
          optional
          type="tel"
          autoComplete="tel"
          name="phone"
          error={errors.phone}
        />
        <SelectField
          label={COPY.inquiryType}
          aria-required="true"
          name="inquiryType"
          error={errors.inquiryType}
        >
          <option value="">{COPY.chooseInquiryType}</option>
          <LabelledOptions values={INQUIRY_TYPES} labels={SHARED_LABELS.inquiryType} />
        </SelectField>
      </div>
      <TextareaField
        label={COPY.message}
        rows={6}
        aria-required="true"
        name="message"
        error={errors.message}
      />
      <Button type="submit" disabled={sending || !hydrated} className="w-full sm:w-auto">
        {sending ? COPY.sending : COPY.send}
      </Button>
    </form>
  );
}
