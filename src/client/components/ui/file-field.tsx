import { useId } from 'react';
import { FieldError } from './form-field';
import { Label } from './label';
import { m } from '@shared/i18n/messages';

/** A labelled file input with its error below; `onChoose` gets the file picked, or null. */
export function FileField({
  label = m.ui_file(),
  accept,
  error,
  onChoose,
}: {
  label?: string;
  accept: string;
  error: string | undefined;
  onChoose: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900"
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
