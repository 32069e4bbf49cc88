import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { toast, type ToastOptions } from '@client/components/ui/toast-store';
import { zodResolver } from '@client/lib/zod-resolver';
import { useSendTestEmail } from '../api';
import { testPageEmailToast } from '../messages';
import { EmailTestFormSchema, type EmailTestFormOutput, type EmailTestFormValues } from '../settings-forms';
import { ResultNote } from './settings-parts';

/** The /email-test page's form: a recipient and Send Test Email (POST /api/email/test-email). */
export function EmailTestPageForm() {
  const send = useSendTestEmail();
  const [result, setResult] = useState<ToastOptions | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailTestFormValues, unknown, EmailTestFormOutput>({
    resolver: zodResolver(EmailTestFormSchema),
    defaultValues: { recipient: '' },
  });

  const onSubmit = ({ recipient }: EmailTestFormOutput) => {
    setResult(null);
    send.mutate(recipient, {
      onSuccess: (answer) => {
        const told = testPageEmailToast({ answer });
        toast(told);
        setResult(told);
      },
      onError: (error) => {
        const told = testPageEmailToast({ error });
        toast(told);
        setResult(told);
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-xl space-y-4">
      <FormField
        label="Recipient email"
        type="email"
        autoComplete="email"
        hint="Where to send a short test message."
        error={errors.recipient?.message}
        {...register('recipient')}
      />
      <ResultNote result={result} />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send Test Email'}
      </Button>
    </form>
  );
}
