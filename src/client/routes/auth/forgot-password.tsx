import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import type { z } from 'zod';
import { ForgotPasswordSchema, RESET_LINK_MINUTES } from '@shared/auth';
import { PAGE_PATHS } from '@shared/routes';
import { useForgotPassword } from '@client/features/auth/api';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { AuthCard } from './auth-card';
import { TextLink } from '@client/components/ui/text-link';
import { m } from '@shared/i18n/messages';

type ForgotValues = z.input<typeof ForgotPasswordSchema>;
type ForgotOutput = z.output<typeof ForgotPasswordSchema>;

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotValues, unknown, ForgotOutput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = (values: ForgotOutput) => {
    forgot.mutate(values, {
      // The confirmation never says whether the account exists.
      onSuccess: () => setSent(true),
      onError: () =>
        toast({
          title: m.auth_error_title(),
          description: m.auth_forgot_failed(),
          variant: 'destructive',
        }),
    });
  };

  const backToLogin = <TextLink href={PAGE_PATHS.login}>{m.auth_back_to_login()}</TextLink>;

  if (sent) {
    return (
      <AuthCard title={m.auth_forgot_sent_title()} footer={backToLogin}>
        <div role="status" className="space-y-3 text-slate-800">
          <p>{m.auth_forgot_sent_text({ minutes: RESET_LINK_MINUTES })}</p>
          <p>{m.auth_forgot_spam()}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={m.auth_forgot_title()} description={m.auth_forgot_intro()} footer={backToLogin}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <FormField
          label={m.auth_field_email()}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? m.auth_forgot_sending() : m.auth_forgot_submit()}
        </Button>
      </form>
    </AuthCard>
  );
}
