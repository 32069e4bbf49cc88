import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { useFieldIds } from './field-ids';
import { FieldError } from './form-field';
import { inputClass, Select } from './input';
import { Label } from './label';
import { m } from '@shared/i18n/messages';

function FieldLabel({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: string;
  optional?: boolean | undefined;
}) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {optional && <span className="font-normal text-slate-600">{` (${m.ui_optional()})`}</span>}
    </Label>
  );
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

interface FieldCommon {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  containerClassName?: string;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClass, 'min-h-24', className)} {...props} />;
}

/** A labelled multi-line text field with hint and error text tied to it. */
export function TextareaField({
  label,
  error,
  hint,
  optional,
  containerClassName,
  ...props
}: FieldCommon & Omit<ComponentProps<'textarea'>, 'id'>) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={cn('space-y-1', containerClassName)}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <Textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      <Hint id={hintId}>{hint}</Hint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A labelled native select with hint and error text tied to it; pass <option>s as children. */
export function SelectField({
  label,
  error,
  hint,
  optional,
  containerClassName,
  children,
  ...props
}: FieldCommon & Omit<ComponentProps<'select'>, 'id'>) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={cn('space-y-1', containerClassName)}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <Select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props}>
        {children}
      </Select>
      <Hint id={hintId}>{hint}</Hint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A checkbox with its label to the right, and optional hint and error text. */
export function CheckboxField({
  label,
  error,
  hint,
  containerClassName,
  className,
  ...props
}: Omit<FieldCommon, 'optional'> & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={cn('space-y-1', containerClassName)}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn('mt-0.5 size-4 shrink-0 accent-brand-700', className)}
          {...props}
        />
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
      </div>
      <Hint id={hintId}>{hint}</Hint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A group of related fields under a visible legend. */
export function FieldGroup({
  legend,
  children,
  className,
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn('space-y-4 rounded-md border border-slate-200 p-4', className)}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A select's options from a list of values, each shown by its label (values in their order). */
export function LabelledOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
