import { useId } from 'react';
import { useLocation } from 'wouter';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import type { z } from 'zod';
import { RegisterFormSchema } from '@shared/auth';
import { dashboardPathFor } from '@shared/user-roles';
import { PAGE_PATHS } from '@shared/routes';
import { errorMessage } from '@client/app/api-client';
import { useRegister } from '@client/features/auth/api';
import { Button } from '@client/components/ui/button';
import { FieldError, FormField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { LOCALE } from '@client/app/locale';
import { useOpenPage } from '@client/app/open-page';
import { AuthCard } from './auth-card';
import { TextLink } from '@client/components/ui/text-link';

type RegisterValues = z.input<typeof RegisterFormSchema>;
type RegisterOutput = z.output<typeof RegisterFormSchema>;

const SERVER_FIELDS = [
  'username',
  'email',
  'password',
  'fullName',
  'phone',
  'userType',
  'confirmPassword',
] as const;

export default function RegisterPage() {
  const [, navigate] = useLocation();
  const openPage = useOpenPage();
  const registration = useRegister();
  const typeErrorId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      userType: 'landlord',
      fullName: '',
      email: '',
      phone: '',
      username: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = ({ confirmPassword: _confirm, ...input }: RegisterOutput) => {
    // Their language is the one of the page they registered on (CONTRACT.md §9).
    registration.mutate(
      { ...input, language: LOCALE },
      {
        onSuccess: (answer) => {
          if (answer.pendingApproval || !answer.token) {
            toast({
              title: 'Registration Submitted',
              description:
                answer.message ||
                'Your account is waiting for administrator approval. You will receive an email once it is approved.',
            });
            navigate(PAGE_PATHS.login);
            return;
          }
          toast({
            title: 'Registration Successful',
            description: answer.message || 'Your account is ready.',
          });
          openPage(dashboardPathFor(answer.user), answer.user);
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, SERVER_FIELDS)) return;
          toast({
            title: 'Registration Failed',
            description: errorMessage(error, 'There was a problem creating your account. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <AuthCard
      title="Create an Account"
      description="Register as a landlord or a tenant. An administrator approves new accounts before you can sign in."
      footer={
        <>
          Already have an account? <TextLink href={PAGE_PATHS.login}>Login</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <fieldset aria-describedby={errors.userType ? typeErrorId : undefined}>
          <legend className="text-sm font-medium text-slate-900">I am a</legend>
          <div className="mt-2 flex gap-6">
            {(['landlord', 'tenant'] as const).map((type) => (
              <div key={type} className="flex items-center gap-2">
                <input
                  id={`userType-${type}`}
                  type="radio"
                  value={type}
                  className="size-4 accent-brand-700"
                  {...register('userType')}
                />
                <label htmlFor={`userType-${type}`} className="text-sm text-slate-900">
                  {type === 'landlord' ? 'Landlord' : 'Tenant'}
                </label>
              </div>
            ))}
          </div>
          <FieldError id={typeErrorId}>{errors.userType?.message}</FieldError>
        </fieldset>
        <FormField
          label="Full Name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
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
        <FormField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="At least 3 characters."
          error={errors.username?.message}
          {...register('username')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
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
        <Button type="submit" className="w-full" disabled={registration.isPending}>
          {registration.isPending ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
