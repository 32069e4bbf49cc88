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

type ChangeValues = z.input<typeof ChangePasswordFormSchema>;
type ChangeOutput = z.output<typeof ChangePasswordFormSchema>;

const TITLE = 'Change Password';
const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

export default function ChangePasswordPage() {
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

  const backHome = <TextLink href={PAGE_PATHS.home}>Back to Home</TextLink>;

  if (isPending) {
    return (
      <AuthCard title={TITLE}>
        <Loading />
      </AuthCard>
    );
  }
  if (!user && !done) return <Redirect to={PAGE_PATHS.login} replace />;

  if (done) {
    return (
      <AuthCard title={TITLE} footer={backHome}>
        <div role="status" className="space-y-3 text-slate-800">
          <p className="font-medium text-slate-900">Your password has been changed successfully.</p>
          {user && (
            <p>
              <TextLink href={dashboardPathFor(user)}>Go to your dashboard</TextLink>
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
          if (!applied) setFormError(errorMessage(error, 'Failed to change password'));
        },
      },
    );
  };

  return (
    <>
      <AuthCard
        title={TITLE}
        description={
          user?.mustChangePassword
            ? 'Your password was reset by an administrator. Please choose a new password to continue.'
            : 'Enter your current password, then choose a new one.'
        }
        footer={backHome}
      >
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
          <FormAlert>{formError}</FormAlert>
          <FormField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <FormField
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <FormField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={change.isPending}>
            {change.isPending ? 'Changing password…' : 'Change Password'}
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
