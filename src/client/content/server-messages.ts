/**
 * Messages worded in English by the server and the shared Zod schemas (SPEC.md's wording), as the
 * reader of this build sees them. In English they are shown as they are; the Welsh build swaps this
 * module for content/cy/server-messages.ts, which gives each its Welsh (CONTRACT.md §9).
 */
export const SERVER_MESSAGES: Readonly<Record<string, string>> = {};

/**
 * A message with a changing part (a wait in seconds or minutes): `english` matches the whole text
 * and `welsh` words it from the captured parts. Tried only when the exact text has no entry.
 */
export interface ServerMessagePattern {
  english: RegExp;
  welsh: (...parts: string[]) => string;
}

export const SERVER_MESSAGE_PATTERNS: readonly ServerMessagePattern[] = [];
