import { useEffect } from 'react';
import { AGENCY } from '@client/content/agency';

/** Sets the browser tab title for a page: "Page | Agency". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${AGENCY.name}` : AGENCY.name;
  }, [title]);
}
