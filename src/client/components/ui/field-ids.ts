import { useId, type ReactNode } from 'react';

/**
 * Wires a control to its hint and error text (aria-describedby, aria-invalid). The field's name is
 * part of its id: Preact's useId (ADR 0008) restarts inside a dialog's portal on a hydrated page,
 * so a bare id can repeat one already on the page and the label would name the wrong control.
 */
export function useFieldIds(hint: ReactNode, error: string | undefined, name?: string) {
  const generated = useId();
  const id = name ? `${generated}-${name}` : generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}
