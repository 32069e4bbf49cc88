import { useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import type { z } from 'zod';
import { LoginSchema } from '@shared/auth';
import { dashboardPathFor } from '@shared/user-roles';
import { PAGE_PATHS, safeNextPath } from '@shared/routes';
import { hasErrorCode } from '@client/app/api-errors';
import { displayName, useCurrentUser, useLogin } from '@client/features/auth/api';
import { LoginCodeStep } from '@client/features/auth/components/login-code-step';
import {
  LoginErrorDialog,
  loginProblemFor,
  type LoginProblem,
} from '@client/features/auth/components/login-error-dialog';
import { Button } from '@client/components/ui/button';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { useOpenPage } from '@client/app/open-page';
import { AuthCard } from './auth-card';
import { TextLink } from '@client/components/ui/text-link';
import { m } from '@shared/i18n/messages';

type LoginValues = z.input<typeof LoginSchema>;
type LoginOutput = z.output<typeof LoginSchema>;

export default function LoginPage() {
  const [, navigate] = useLocation();
  const openPage = useOpenPage();
  // Where a signed-in page sent us from (RequireAuth), such as an invitation e-mail's link.
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const { data: currentUser } = useCurrentUser();
  const login = useLogin();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  /** The credentials that passed, while the second step asks for the code. */
  const [codeFor, setCodeFor] = useState<LoginOutput | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginValues, unknown, LoginOutput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '', rememberMe: false },
  });

  const onSignedIn = ({ user }: { user: NonNullable<typeof currentUser> }) => {
    if (user.mustChangePassword) {
      toast({ title: m.auth_login_success_title(), description: m.auth_login_choose_new_password() });
      navigate(PAGE_PATHS.changePassword);
      return;
    }
    toast({
      title: m.auth_login_success_title(),
      description: m.auth_login_welcome_back({ name: displayName(user) }),
    });
    openPage(next ?? dashboardPathFor(user), user);
  };

  const onSubmit = (values: LoginOutput) => {
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        // The password was right and the account has two-step sign-in: ask for the code.
        if (hasErrorCode(error, 'totp_required')) {
          setCodeError(undefined);
          setCodeFor(values);
        } else setProblem(loginProblemFor(error));
      },
    });
  };

  const onCode = (totpCode: string) => {
    if (!codeFor) return;
    login.mutate(
      { ...codeFor, totpCode },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (hasErrorCode(error, 'totp_invalid', 'totp_required')) setCodeError(error.message);
          else setProblem(loginProblemFor(error));
        },
      },
    );
  };

  return (
    <AuthCard
      title={m.auth_login_title()}
      description={m.auth_login_intro()}
      footer={
        <>
          {`${m.auth_login_no_account()} `}
          <TextLink href={PAGE_PATHS.register}>{m.auth_login_create_account()}</TextLink>
        </>
      }
    >
      {currentUser && (
        <div className="mb-6">
          <FormAlert tone="info">
            {`${m.auth_login_signed_in_as({ name: displayName(currentUser) })} `}
            <TextLink href={dashboardPathFor(currentUser)}>{m.auth_go_to_dashboard()}</TextLink>
          </FormAlert>
        </div>
      )}
      {codeFor && (
        <LoginCodeStep
          pending={login.isPending}
          error={codeError}
          onSubmit={onCode}
          onBack={() => setCodeFor(null)}
          inputRef={codeInput}
        />
      )}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" hidden={codeFor !== null}>
        <FormField
          label={m.auth_field_username()}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <FormField
          label={m.auth_field_password()}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <input
              id="rememberMe"
              type="checkbox"
              className="size-4 rounded border-slate-500 accent-brand-700"
              {...register('rememberMe')}
            />
            <label htmlFor="rememberMe" className="text-sm text-slate-900">
              {m.auth_login_remember_me()}
            </label>
          </div>
          <TextLink href={PAGE_PATHS.forgotPassword} className="text-sm">
            {m.auth_login_forgot_link()}
          </TextLink>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? m.auth_login_signing_in() : m.auth_login_submit()}
        </Button>
      </form>
      <LoginErrorDialog
        problem={problem}
        onClose={() => setProblem(null)}
        onDismissFocus={() => (codeFor ? codeInput.current?.focus() : setFocus('password'))}
      />
    </AuthCard>
  );
}
