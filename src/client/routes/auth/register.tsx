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
import { localiseMessage } from '@client/lib/localise-message';
import { useOpenPage } from '@client/app/open-page';
import { AuthCard } from './auth-card';
import { TextLink } from '@client/components/ui/text-link';
import { m } from '@shared/i18n/messages';

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
              title: m.auth_register_submitted_title(),
              description: answer.message
                ? localiseMessage(answer.message)
                : m.auth_register_submitted_text(),
            });
            navigate(PAGE_PATHS.login);
            return;
          }
          toast({
            title: m.auth_register_success_title(),
            description: answer.message ? localiseMessage(answer.message) : m.auth_register_success_text(),
          });
          openPage(dashboardPathFor(answer.user), answer.user);
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, SERVER_FIELDS)) return;
          toast({
            title: m.auth_register_failed_title(),
            description: errorMessage(error, m.auth_register_failed_text()),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <AuthCard
      title={m.auth_register_title()}
      description={m.auth_register_intro()}
      footer={
        <>
          {`${m.auth_register_have_account()} `}
          <TextLink href={PAGE_PATHS.login}>{m.auth_register_login_link()}</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <fieldset aria-describedby={errors.userType ? typeErrorId : undefined}>
          <legend className="text-sm font-medium text-slate-900">{m.auth_register_user_type()}</legend>
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
                  {type === 'landlord' ? m.auth_register_type_landlord() : m.auth_register_type_tenant()}
                </label>
              </div>
            ))}
          </div>
          <FieldError id={typeErrorId}>{errors.userType?.message}</FieldError>
        </fieldset>
        <FormField
          label={m.auth_field_full_name()}
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <FormField
          label={m.auth_field_email()}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label={m.auth_field_phone()}
          optional
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          label={m.auth_field_username()}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={m.auth_register_username_hint()}
          error={errors.username?.message}
          {...register('username')}
        />
        <FormField
          label={m.auth_field_password()}
          type="password"
          autoComplete="new-password"
          hint={m.auth_register_password_hint()}
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
        <Button type="submit" className="w-full" disabled={registration.isPending}>
          {registration.isPending ? m.auth_register_creating() : m.auth_register_submit()}
        </Button>
      </form>
    </AuthCard>
  );
}
