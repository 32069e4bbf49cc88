import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import { z } from 'zod';
import { RESET_LINK_MINUTES, RESET_REDIRECT_SECONDS, StrongPasswordSchema } from '@shared/auth';
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
import { m } from '@shared/i18n/messages';

/** The form part of ResetPasswordSchema (token and userId come from the link, not the form). */
const ResetFormSchema = z
  .object({ password: StrongPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
type ResetValues = z.infer<typeof ResetFormSchema>;

function InvalidLink() {
  return (
    <AuthCard title={m.auth_reset_title()}>
      <div className="space-y-4">
        <p role="alert" className="font-medium text-red-700">
          {m.auth_reset_invalid_link()}
        </p>
        <p className="text-slate-800">{m.auth_reset_invalid_help({ minutes: RESET_LINK_MINUTES })}</p>
        <Button asChild className="w-full">
          <Link href={PAGE_PATHS.forgotPassword}>{m.auth_reset_request_new()}</Link>
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
      <AuthCard title={m.auth_reset_done_title()}>
        <div role="status" className="space-y-3 text-slate-800">
          <p className="font-medium text-slate-900">{m.auth_reset_done_text()}</p>
          <p>{m.auth_reset_redirecting({ seconds: RESET_REDIRECT_SECONDS })}</p>
          <p>
            <TextLink href={PAGE_PATHS.login}>{m.auth_reset_login_now()}</TextLink>
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
            title: m.auth_error_title(),
            description: m.auth_reset_failed(),
            variant: 'destructive',
          });
          setState('invalid');
        },
      },
    );
  };

  return (
    <AuthCard title={m.auth_reset_title()} description={m.auth_reset_intro()}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <FormField
          label={m.auth_field_new_password()}
          type="password"
          autoComplete="new-password"
          hint={m.auth_password_hint()}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label={m.auth_field_confirm_password()}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? m.auth_reset_resetting() : m.auth_reset_title()}
        </Button>
      </form>
    </AuthCard>
  );
}
