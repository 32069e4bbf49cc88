/**
 * Passwords made of something an attacker knows first: the person's username or e-mail address,
 * or the agency's own name. Compared on letters only, lowercased, with the usual digit-for-letter
 * swaps undone, so "Vale&City-2024" and "V4lec1ty!!" both count as the agency's name.
 */
const SWAPS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Letters only, lowercased ("Vale & City" → "valecity"). */
export const lettersOf = (text: string): string => text.toLowerCase().replace(/[^a-z]/g, '');
const unswapped = (text: string): string =>
  lettersOf(text.toLowerCase().replace(/[013457@$]/g, (c) => SWAPS[c]!));

/** A name this short is only refused as the whole password: "Bob" would otherwise forbid "bobcat". */
const CONTAINS_FROM = 4;
const EQUALS_FROM = 3;

/** The spellings of a name worth comparing: as written, and with "&" read as "and". */
export function nameForms(name: string): string[] {
  return [...new Set([lettersOf(name), lettersOf(name.replace(/&/g, ' and '))])].filter(
    (form) => form.length >= EQUALS_FROM,
  );
}

/** True when the password is one of the names or (for names of 4+ letters) contains one. */
export function passwordUsesName(password: string, names: readonly string[]): boolean {
  const candidates = new Set([lettersOf(password), unswapped(password)]);
  for (const form of names.flatMap(nameForms)) {
    for (const candidate of candidates) {
      if (candidate === form || (form.length >= CONTAINS_FROM && candidate.includes(form))) return true;
    }
  }
  return false;
}

/** The names a person's own password must not use: the username and the e-mail's local part. */
export function personalNames(person: { username: string; email: string }): string[] {
  const local = (address: string) => address.split('@')[0] ?? '';
  return [person.username, local(person.username), local(person.email)].filter(Boolean);
}
