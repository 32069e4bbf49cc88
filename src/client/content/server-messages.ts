/**
 * Messages worded in English by the server and the shared Zod schemas (SPEC.md's wording), as the
 * reader of this build sees them. In English they are shown as they are; the Welsh build swaps this
 * module for content/cy/server-messages.ts, which gives each its Welsh (CONTRACT.md §9).
 */
export const SERVER_MESSAGES: Readonly<Record<string, string>> = {};
