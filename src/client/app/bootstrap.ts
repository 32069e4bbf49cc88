import type { DataSnapshot } from './data-store';

/** The id of the JSON block the server writes into a rendered page for the client to pick up. */
export const BOOTSTRAP_ELEMENT_ID = '__BOOTSTRAP__';

/** What the server hands the browser with a rendered page: the data it rendered from. */
export interface Bootstrap {
  data: DataSnapshot;
}

/** Written inside <script type="application/json">: `<` escaped so no text can close the tag. */
export const serialiseBootstrap = (bootstrap: Bootstrap): string =>
  JSON.stringify(bootstrap)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function readBootstrap(): Bootstrap | null {
  const element = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Bootstrap;
  } catch {
    return null;
  }
}
