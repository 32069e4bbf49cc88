import { useLocalisedMessage } from '@client/lib/localise-message';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { useFieldIds } from './field-ids';
import { Input } from './input';
import { Label } from './label';
import { m } from '@shared/i18n/messages';

/** Error text under a field: announced (role=alert) and linked from the field by id. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  const shown = useLocalisedMessage(children);
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {/* Field messages come from the shared schemas, worded in English: shown in the page's language. */}
      {shown}
    </p>
  );
}

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  containerClassName?: string;
}

/** A labelled input with hint and error text tied to it (aria-describedby, aria-invalid). */
export function FormField({
  label,
  error,
  hint,
  optional,
  containerClassName,
  className,
  ...props
}: FormFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={cn('space-y-1', containerClassName)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-slate-600">{` (${m.ui_optional()})`}</span>}
      </Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={className}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A message for the whole form (server failure), announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children?: ReactNode; tone?: 'error' | 'info' }) {
  const shown = useLocalisedMessage(children);
  if (!children) return null;
  return (
    <div
      role="alert"
      className={cn(
        'rounded-md border p-3 text-sm',
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-800'
          : 'border-brand-200 bg-brand-50 text-brand-900',
      )}
    >
      {shown}
    </div>
  );
}
