import {
  SERVER_MESSAGE_PATTERNS,
  SERVER_MESSAGES,
  type ServerMessagePattern,
} from '@client/content/server-messages';

/** A lookup of English messages: the exact text first, then the patterns; the English when neither knows it. */
export function messageLookup(
  messages: Readonly<Record<string, string>>,
  patterns: readonly ServerMessagePattern[],
): (text: string) => string {
  return (text) => {
    const exact = messages[text];
    if (exact !== undefined) return exact;
    for (const { english, welsh } of patterns) {
      const match = english.exec(text);
      if (match) return welsh(...match.slice(1));
    }
    return text;
  };
}

/** A message from the server or a shared schema, in the build's language (English when it has no twin). */
export const localiseMessage = messageLookup(SERVER_MESSAGES, SERVER_MESSAGE_PATTERNS);
