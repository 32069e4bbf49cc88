/**
 * The audit trail (issue 17, CONTRACT.md §7). Record changes are written by the database
 * (`create`, `update`, `delete`, and `role_change` / `settings_change` for those rows); the others
 * by the server when something happens that changes no business row.
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'create',
  'update',
  'delete',
  'role_change',
  'settings_change',
  'document_served',
  'export',
  'erase',
  'two_step_on',
  'two_step_off',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditActionLabel: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_out: 'Signed out',
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  role_change: 'Role changed',
  settings_change: 'Settings changed',
  document_served: 'Document served',
  export: 'Data exported',
  erase: 'Account erased',
  two_step_on: 'Two-step sign-in turned on',
  two_step_off: 'Two-step sign-in turned off',
};

/** One row of `GET /api/admin/audit`. */
export interface AuditEvent {
  id: number;
  /** ISO 8601, UTC. */
  at: string;
  /** Null for the system (scheduled jobs) or someone not signed in. */
  actorId: number | null;
  /** The actor's full name today; null for the system or a deleted account. */
  actorName: string | null;
  action: AuditAction;
  /** The table (`properties`) or kind of thing the event is about. */
  targetType: string | null;
  /** Its id: a number for records, a name for settings (`bank_details`, `email`). */
  targetId: number | string | null;
  ip: string | null;
  /**
   * What changed, never a secret: `{values: {...}}` for a create or delete, `{changes: {column:
   * {from, to}}}` for an update (`{redacted: true}` for a secret column that changed), or the
   * event's own facts (`{username, reason}` for a failed sign-in, `{fileName}` for a document).
   * Column names are the database's (snake_case).
   */
  details: Record<string, unknown>;
}
