import { useEffect, useSyncExternalStore } from 'react';
import type { ServerMessagePattern } from '@client/content/server-messages';

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

// The Welsh lookup (about 3 KB gzipped) loads when a page first needs it, not with every page: on
// the first focus or press (scripts main.tsx) or when a message is shown. English needs none.
let lookup: ((text: string) => string) | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the build's lookup of server messages (Welsh only); resolves at once in English. */
export function loadServerMessages(): Promise<void> {
  if (__CLIENT_LOCALE__ === 'en') return Promise.resolve();
  loading ??= import('@client/content/server-messages').then((module) => {
    lookup = messageLookup(module.SERVER_MESSAGES, module.SERVER_MESSAGE_PATTERNS);
    for (const listener of listeners) listener();
  });
  return loading;
}

/** A message from the server or a shared schema, in the build's language (English until the lookup has loaded). */
export const localiseMessage = (text: string): string => (lookup ? lookup(text) : text);

// English shows the messages as they are: its build keeps none of the machinery below.
const ENGLISH = __CLIENT_LOCALE__ === 'en';

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentLookup = () => lookup;

/** For a component showing a message: the message in the build's language, loading the lookup first. */
export const useLocalisedMessage: <T>(message: T) => T | string = ENGLISH
  ? (message) => message
  : useLocalisedMessageInWelsh;

function useLocalisedMessageInWelsh<T>(message: T): T | string {
  useSyncExternalStore(subscribe, currentLookup, currentLookup);
  const text = typeof message === 'string' ? message : null;
  useEffect(() => {
    if (text) void loadServerMessages();
  }, [text]);
  return text === null ? message : localiseMessage(text);
}

/** The message as text in the build's language: `<Localised text={toast.title} />`. */
export function Localised({ text }: { text: string }): string {
  return useLocalisedMessage(text);
}
