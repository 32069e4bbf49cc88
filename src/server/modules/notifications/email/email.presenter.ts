import type { EmailStatus } from '@shared/notifications';
import type { SavedSmtpSettings } from '../../../lib/mailer/smtp-settings';

/**
 * GET /api/email/status. SMTP_URL wins over saved settings. Saved settings whose password cannot
 * be opened (APP_SECRET changed) are shown for the form but do not count as working. Only the
 * fields listed here leave the server: never the password or its ciphertext.
 */
export function toEmailStatus(
  saved: SavedSmtpSettings | null,
  state: { environment: boolean; savedUsable: boolean },
): EmailStatus {
  const source = state.environment ? 'environment' : saved ? 'settings' : null;
  return {
    success: true,
    isInitialized: state.environment || (saved !== null && state.savedUsable),
    source,
    settings: saved
      ? {
          host: saved.host,
          port: saved.port,
          secure: saved.secure,
          user: saved.user,
          updatedAt: saved.updatedAt.toISOString(),
        }
      : null,
  };
}
