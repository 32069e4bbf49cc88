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
          title: 'Error',
          description: 'Failed to process your request. Please try again later.',
          variant: 'destructive',
        }),
    });
  };

  const backToLogin = <TextLink href={PAGE_PATHS.login}>Back to Login</TextLink>;

  if (sent) {
    return (
      <AuthCard title="Check Your Email" footer={backToLogin}>
        <div role="status" className="space-y-3 text-slate-800">
          <p>
            If an account exists for that email address, we have sent a link to reset your password. The link
            expires in {RESET_LINK_MINUTES} minutes.
          </p>
          <p>If it doesn&apos;t arrive within a few minutes, check your spam folder or try again.</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email address on your account and we'll send you a link to reset your password."
      footer={backToLogin}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending…' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
