import { SERVER_MESSAGES } from '@client/content/server-messages';

/** A message from the server or a shared schema, in the build's language (English when it has no twin). */
export const localiseMessage = (text: string): string => SERVER_MESSAGES[text] ?? text;
