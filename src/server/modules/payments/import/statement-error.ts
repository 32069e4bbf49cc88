/**
 * A statement we cannot read. The message is shown to the landlord as it is, so it says in plain
 * words what is wrong and, where we can tell, which line; it never carries parser jargon.
 */
export class StatementError extends Error {
  override name = 'StatementError';
}
