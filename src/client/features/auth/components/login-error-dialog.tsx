import { useLocation } from 'wouter';
import { PASSWORD_EXPIRED_MESSAGE } from '@shared/auth';
import { ErrorCode } from '@shared/errors';
import { PAGE_PATHS } from '@shared/routes';
import { isApiError } from '@client/app/api-client';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';

export type LoginProblemKind = 'pending' | 'rejected' | 'invalid' | 'expired' | 'other';

export interface LoginProblem {
  kind: LoginProblemKind;
  message: string;
}

const DEFAULT_LOGIN_ERROR = 'An unexpected error occurred during login. Please try again later.';

/** SPEC.md §8: which dialog a failed login opens, chosen by the error code. */
export function loginProblemFor(error: unknown): LoginProblem {
  if (isApiError(error)) {
    switch (error.code) {
      case ErrorCode.pendingApproval:
        return { kind: 'pending', message: '' };
      case ErrorCode.accountRejected:
        return { kind: 'rejected', message: '' };
      case ErrorCode.invalidCredentials:
        return { kind: 'invalid', message: '' };
      case ErrorCode.passwordExpired:
        return { kind: 'expired', message: '' };
      default:
        return { kind: 'other', message: error.hasServerMessage ? error.message : DEFAULT_LOGIN_ERROR };
    }
  }
  return { kind: 'other', message: DEFAULT_LOGIN_ERROR };
}

const CONTENT: Record<
  LoginProblemKind,
  { title: string; text?: string; primary: { label: string; to: string }; dismiss: string }
> = {
  pending: {
    title: 'Account Pending Approval',
    text: 'Your account is waiting for administrator approval. You will receive an email notification once your account is approved.',
    primary: { label: 'Contact Support', to: PAGE_PATHS.contact },
    dismiss: 'OK',
  },
  rejected: {
    title: 'Account Registration Rejected',
    text: 'Your registration has been rejected. Please contact our support team for more information.',
    primary: { label: 'Contact Support', to: PAGE_PATHS.contact },
    dismiss: 'Close',
  },
  invalid: {
    title: 'Login Failed',
    text: 'The username or password you entered is incorrect. Please check your credentials and try again.',
    primary: { label: 'Forgot Password?', to: PAGE_PATHS.forgotPassword },
    dismiss: 'Try Again',
  },
  // An admin's temporary password not changed in time (TEMP_PASSWORD_HOURS): a reset link is the way in.
  expired: {
    title: 'Temporary Password Expired',
    text: PASSWORD_EXPIRED_MESSAGE,
    primary: { label: 'Forgot Password?', to: PAGE_PATHS.forgotPassword },
    dismiss: 'Close',
  },
  other: {
    title: 'Login Error',
    primary: { label: 'Contact Support', to: PAGE_PATHS.contact },
    dismiss: 'Try Again',
  },
};

export function LoginErrorDialog({
  problem,
  onClose,
  onDismissFocus,
}: {
  problem: LoginProblem | null;
  onClose: () => void;
  /** Where focus goes after "Try Again"/"OK"/"Close" (the form), instead of the submit button. */
  onDismissFocus: () => void;
}) {
  const [, navigate] = useLocation();
  const content = problem ? CONTENT[problem.kind] : null;
  return (
    <AlertDialog
      open={problem !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {content && problem && (
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onDismissFocus();
          }}
        >
          <AlertDialogTitle>{content.title}</AlertDialogTitle>
          <AlertDialogDescription>{content.text ?? problem.message}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogAction asChild>
              <Button variant="outline" onClick={() => navigate(content.primary.to)}>
                {content.primary.label}
              </Button>
            </AlertDialogAction>
            <AlertDialogCancel asChild>
              <Button>{content.dismiss}</Button>
            </AlertDialogCancel>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
