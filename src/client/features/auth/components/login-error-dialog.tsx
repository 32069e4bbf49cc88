import { useLocation } from 'wouter';
import { PASSWORD_EXPIRED_MESSAGE } from '@shared/auth';
import { ErrorCode } from '@shared/errors';
import { PAGE_PATHS } from '@shared/routes';
import { isApiError } from '@client/app/api-client';
import { localiseMessage } from '@client/lib/localise-message';
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
import { m } from '@shared/i18n/messages';

export type LoginProblemKind = 'pending' | 'rejected' | 'invalid' | 'expired' | 'other';

export interface LoginProblem {
  kind: LoginProblemKind;
  message: string;
}

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
        return {
          kind: 'other',
          // The server's words, in the page's language where they have a Welsh twin.
          message: error.hasServerMessage ? localiseMessage(error.message) : m.auth_login_error_default(),
        };
    }
  }
  return { kind: 'other', message: m.auth_login_error_default() };
}

interface DialogContent {
  title: string;
  text?: string;
  primary: { label: string; to: string };
  dismiss: string;
}

/** Each dialog's words, in the build's language (read when shown, not when the module loads). */
function contentFor(kind: LoginProblemKind): DialogContent {
  const contactSupport = { label: m.auth_login_contact_support(), to: PAGE_PATHS.contact };
  const forgotPassword = { label: m.auth_login_forgot_password(), to: PAGE_PATHS.forgotPassword };
  switch (kind) {
    case 'pending':
      return {
        title: m.auth_login_pending_title(),
        text: m.auth_login_pending_text(),
        primary: contactSupport,
        dismiss: m.auth_login_ok(),
      };
    case 'rejected':
      return {
        title: m.auth_login_rejected_title(),
        text: m.auth_login_rejected_text(),
        primary: contactSupport,
        dismiss: m.auth_login_close(),
      };
    case 'invalid':
      return {
        title: m.auth_login_invalid_title(),
        text: m.auth_login_invalid_text(),
        primary: forgotPassword,
        dismiss: m.auth_login_try_again(),
      };
    // An admin's temporary password not changed in time (TEMP_PASSWORD_HOURS): a reset link is the way in.
    case 'expired':
      return {
        title: m.auth_login_expired_title(),
        text: localiseMessage(PASSWORD_EXPIRED_MESSAGE),
        primary: forgotPassword,
        dismiss: m.auth_login_close(),
      };
    case 'other':
      return {
        title: m.auth_login_other_title(),
        primary: contactSupport,
        dismiss: m.auth_login_try_again(),
      };
  }
}

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
  const content = problem ? contentFor(problem.kind) : null;
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
