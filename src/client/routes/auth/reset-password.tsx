import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import { z } from 'zod';
import { RESET_REDIRECT_SECONDS, StrongPasswordSchema } from '@shared/auth';
import { PAGE_PATHS } from '@shared/routes';
import { hasErrorCode } from '@client/app/api-client';
import { ErrorCode } from '@shared/errors';
import { useResetPassword } from '@client/features/auth/api';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { AuthCard } from './auth-card';
import { TextLink } from '@client/components/ui/text-link';

/** The form part of ResetPasswordSchema (token and userId come from the link, not the form). */
const ResetFormSchema = z
  .object({ password: StrongPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
type ResetValues = z.infer<typeof ResetFormSchema>;

const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

function InvalidLink() {
  return (
    <AuthCard title="Reset Password">
      <div className="space-y-4">
        <p role="alert" className="font-medium text-red-700">
          Invalid or expired password reset link.
        </p>
        <p className="text-slate-800">
          Reset links work once and expire after 30 minutes. You can ask for a new one.
        </p>
        <Button asChild className="w-full">
          <Link href={PAGE_PATHS.forgotPassword}>Request a new reset link</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const userId = Number(params.get('userId') ?? '');
  const linkIsComplete = token.length > 0 && Number.isInteger(userId) && userId > 0;

  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (state !== 'done') return;
    const timer = window.setTimeout(() => navigate(PAGE_PATHS.login), RESET_REDIRECT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  if (!linkIsComplete || state === 'invalid') return <InvalidLink />;

  if (state === 'done') {
    return (
      <AuthCard title="Password Reset">
        <div role="status" className="space-y-3 text-slate-800">
          <p className="font-medium text-slate-900">
            Your password has been reset. You can now sign in with it.
          </p>
          <p>Redirecting to login in {RESET_REDIRECT_SECONDS} seconds…</p>
          <p>
            <TextLink href={PAGE_PATHS.login}>Go to Login now</TextLink>
          </p>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = (values: ResetValues) => {
    reset.mutate(
      { ...values, token, userId },
      {
        onSuccess: () => setState('done'),
        onError: (error) => {
          const isFieldProblem = hasErrorCode(error, ErrorCode.validation);
          if (
            isFieldProblem &&
            applyServerFieldErrors(error, setError, ['password', 'confirmPassword'] as const)
          )
            return;
          toast({
            title: 'Error',
            description: 'Failed to reset your password. The link may have expired or is invalid.',
            variant: 'destructive',
          });
          setState('invalid');
        },
      },
    );
  };

  return (
    <AuthCard title="Reset Password" description="Choose a new password for your account.">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <FormField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting…' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
