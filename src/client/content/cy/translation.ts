/**
 * What the Welsh twins of the content modules share. Not a twin itself: it has no English module.
 */
import type { AGENCY } from '../agency';

/** Keys whose values are data (anchors, links, icons, tabs), not words: a twin keeps the English value. */
type DataKey = 'id' | 'href' | 'Icon' | 'icon' | 'group';

/**
 * The type of a Welsh twin of an English `as const` value: the same structure (keys, tuple lengths),
 * with each string free to change, since `as const` types the English strings as literals; values
 * under data keys keep their exact English type.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { readonly [K in keyof T]: K extends DataKey ? T[K] : Translation<T[K]> }
      : T;

type CoveredPlace = (typeof AGENCY)['coverage'][number];

/**
 * The towns the agency covers, named as Welsh running text names them ("y Barri" in a sentence,
 * "Y Barri" on its own). Typed by AGENCY.coverage, so a town added there must be named here too.
 */
export const PLACE_NAMES_CY: Readonly<Record<CoveredPlace, string>> = {
  Cardiff: 'Caerdydd',
  Penarth: 'Penarth',
  Barry: 'y Barri',
  Caerphilly: 'Caerffili',
  Newport: 'Casnewydd',
};
