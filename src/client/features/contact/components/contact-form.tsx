import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckCircle2 } from 'lucide-react';
import { CONTACT_THANK_YOU, INQUIRY_TYPES, inquiryTypeLabel } from '@shared/contact-options';
import type { ContactInput, ContactInputSchema } from '@shared/contact';
import { errorMessage } from '@client/app/api-errors';
import { Button } from '@client/components/ui/button';
import { useHydrated } from '@client/lib/use-hydrated';
import { FormField } from '@client/components/ui/form-field';
import { SelectField, TextareaField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { sendContactMessage } from '../public-api';

type ContactOutput = ReturnType<typeof ContactInputSchema.parse>;

const CONTACT_FIELDS = ['name', 'email', 'phone', 'inquiryType', 'message'] as const;
const DEFAULTS = { name: '', email: '', phone: '', message: '' };
const validation = lazyZodResolver<ContactInput, ContactOutput>(() =>
  import('@shared/contact').then((m) => m.ContactInputSchema),
);
const FALLBACK_ERROR = 'There was a problem sending your message. Please try again.';

/** The contact form (SPEC.md §2 Contact page, §4, §5, §8): idle, sending, then thank-you or error. */
export function ContactForm() {
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const thankYouRef = useRef<HTMLHeadingElement>(null);
  const returnedRef = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting: sending },
  } = useForm<ContactInput, unknown, ContactOutput>({
    resolver: validation.resolver,
    defaultValues: DEFAULTS,
  });

  // Move focus with the view, so keyboard and screen-reader users follow the change.
  useEffect(() => {
    if (sent) thankYouRef.current?.focus();
    else if (returnedRef.current) setFocus('name');
  }, [sent, setFocus]);

  const onSubmit = async (input: ContactOutput) => {
    try {
      const answer = await sendContactMessage(input);
      toast({
        title: 'Message Sent',
        description: answer?.message || CONTACT_THANK_YOU,
        variant: 'success',
      });
      reset(DEFAULTS);
      setSent(true);
    } catch (error) {
      applyServerFieldErrors(error, setError, CONTACT_FIELDS);
      toast({ title: 'Error', description: errorMessage(error, FALLBACK_ERROR), variant: 'destructive' });
    }
  };

  if (sent) {
    return (
      <div className="rounded-lg border border-green-300 bg-green-50 p-6 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-green-700" />
        <h3 ref={thankYouRef} tabIndex={-1} className="mt-3 text-xl font-semibold text-slate-900">
          Thank You!
        </h3>
        <p className="mt-2 text-slate-800">{CONTACT_THANK_YOU}</p>
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => {
            returnedRef.current = true;
            setSent(false);
          }}
        >
          Send Another Message
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={() => void validation.preload()}
      className="space-y-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Name"
          autoComplete="name"
          aria-required="true"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          aria-required="true"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label="Phone"
          optional
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField
          label="Inquiry Type"
          aria-required="true"
          error={errors.inquiryType?.message}
          {...register('inquiryType')}
        >
          <option value="">Select an inquiry type</option>
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {inquiryTypeLabel[type]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label="Message"
        rows={6}
        aria-required="true"
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" disabled={sending || !hydrated} className="w-full sm:w-auto">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
