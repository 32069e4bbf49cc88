import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import type { z } from 'zod';
import { ChangePasswordFormSchema } from '@shared/auth';
import { dashboardPathFor } from '@shared/user-roles';
import { PAGE_PATHS } from '@shared/routes';
import { errorMessage } from '@client/app/api-client';
import { useChangePassword, useCurrentUser } from '@client/features/auth/api';
import { Button } from '@client/components/ui/button';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { AuthCard } from './auth-card';
import { Redirect } from 'wouter';
import { TextLink } from '@client/components/ui/text-link';
import { TwoStepCard } from '@client/features/two-step/components/two-step-card';
import { m } from '@shared/i18n/messages';

type ChangeValues = z.input<typeof ChangePasswordFormSchema>;
type ChangeOutput = z.output<typeof ChangePasswordFormSchema>;

export default function ChangePasswordPage() {
  const title = m.auth_change_title();
  const { data: user, isPending } = useCurrentUser();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangeValues, unknown, ChangeOutput>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const backHome = <TextLink href={PAGE_PATHS.home}>{m.auth_back_home()}</TextLink>;

  if (isPending) {
    return (
      <AuthCard title={title}>
        <Loading />
      </AuthCard>
    );
  }
  if (!user && !done) return <Redirect to={PAGE_PATHS.login} replace />;

  if (done) {
    return (
      <AuthCard title={title} footer={backHome}>
        <div role="status" className="space-y-3 text-slate-800">
          <p className="font-medium text-slate-900">{m.auth_change_done()}</p>
          {user && (
            <p>
              <TextLink href={dashboardPathFor(user)}>{m.auth_go_to_dashboard()}</TextLink>
            </p>
          )}
        </div>
      </AuthCard>
    );
  }

  const onSubmit = ({ currentPassword, newPassword }: ChangeOutput) => {
    setFormError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          const applied = applyServerFieldErrors(error, setError, [
            'currentPassword',
            'newPassword',
          ] as const);
          if (!applied) setFormError(errorMessage(error, m.auth_change_failed()));
        },
      },
    );
  };

  return (
    <>
      <AuthCard
        title={title}
        description={user?.mustChangePassword ? m.auth_change_must_intro() : m.auth_change_intro()}
        footer={backHome}
      >
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
          <FormAlert>{formError}</FormAlert>
          <FormField
            label={m.auth_field_current_password()}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <FormField
            label={m.auth_field_new_password()}
            type="password"
            autoComplete="new-password"
            hint={m.auth_password_hint()}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <FormField
            label={m.auth_field_confirm_new_password()}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={change.isPending}>
            {change.isPending ? m.auth_change_changing() : m.auth_change_submit()}
          </Button>
        </form>
      </AuthCard>
      {/* The account's other sign-in setting lives beside the password (issue #17). */}
      {user && !user.mustChangePassword && (
        <div className="mx-auto w-full max-w-md px-4 pb-10 sm:pb-16">
          <TwoStepCard />
        </div>
      )}
    </>
  );
}
