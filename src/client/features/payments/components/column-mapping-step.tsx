import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { FormAlert } from '@client/components/ui/form-field';
import { SelectField } from '@client/components/ui/form-controls';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { UploadProgress } from '@client/components/ui/upload-progress';
import {
  COLUMN_MAPPING_FIELDS,
  choosableColumns,
  validateColumnMapping,
  type ColumnMapping,
  type ColumnMappingField,
  type MappingRequest,
} from '../statement-import';

type Errors = Partial<Record<ColumnMappingField, string>>;

const fieldText: Record<ColumnMappingField, { label: string; empty: string; hint?: string }> = {
  dateColumn: { label: 'Date column', empty: 'Choose a column' },
  descriptionColumn: {
    label: 'Description column',
    empty: 'Choose a column',
    hint: "The text that carries the tenant's reference.",
  },
  amountColumn: {
    label: 'Amount column (money in and out)',
    empty: 'Not in this statement',
    hint: 'One column for both, money out shown as minus. Otherwise choose the paid in column.',
  },
  paidInColumn: {
    label: 'Paid in column',
    empty: 'Not in this statement',
    hint: 'When money in and money out have columns of their own.',
  },
  paidOutColumn: { label: 'Paid out column', empty: 'Not in this statement' },
};

export interface ColumnMappingStepProps {
  request: MappingRequest;
  fileName: string;
  value: ColumnMapping;
  errors: Errors;
  /** The server's message when the mapped file still could not be read. */
  alert: string | null;
  /** Upload percent while the file is being sent again; null otherwise. */
  progress: number | null;
  pending: boolean;
  onChange: (next: ColumnMapping) => void;
  onInvalid: (errors: Errors) => void;
  onSubmit: (mapping: ColumnMapping) => void;
  onBack: () => void;
}

/**
 * The statement's first rows under its own column names, and a choice of which column is which.
 * Checked here first (validateColumnMapping) so a missing choice never costs an upload.
 */
export function ColumnMappingStep({
  request,
  fileName,
  value,
  errors,
  alert,
  progress,
  pending,
  onChange,
  onInvalid,
  onSubmit,
  onBack,
}: ColumnMappingStepProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const selects = useRef<Partial<Record<ColumnMappingField, HTMLSelectElement | null>>>({});
  const columns = choosableColumns(request.columns);

  // The upload form this replaced had focus; start the new step at its heading.
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateColumnMapping(value);
    const first = COLUMN_MAPPING_FIELDS.find((field) => found[field]);
    if (first) {
      onInvalid(found);
      selects.current[first]?.focus();
      return;
    }
    onSubmit(value);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="min-w-0 space-y-4">
      <div className="space-y-1">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
        >
          Choose the columns
        </h3>
        <p className="text-sm text-slate-700">
          We could not tell which columns of <span className="font-medium break-all">{fileName}</span> hold
          the date, the description and the amount. Here are its first rows: choose the columns below.
        </p>
      </div>
      <FormAlert>{alert}</FormAlert>

      <Table label="First rows of the statement">
        <TableHeader>
          <TableRow>
            {request.columns.map((column, index) => (
              <TableHead key={index} className="whitespace-nowrap">
                {column.trim() || `Column ${index + 1}`}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {request.sample.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {request.columns.map((_, index) => (
                <TableCell key={index} className="whitespace-nowrap">
                  {row[index] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <div className="grid gap-4 sm:grid-cols-2">
        {COLUMN_MAPPING_FIELDS.map((field) => {
          const text = fieldText[field];
          return (
            <SelectField
              key={field}
              ref={(element: HTMLSelectElement | null) => {
                selects.current[field] = element;
              }}
              label={text.label}
              optional={field === 'paidOutColumn'}
              hint={text.hint}
              error={errors[field]}
              value={value[field]}
              disabled={pending}
              onChange={(event) => onChange({ ...value, [field]: event.target.value })}
            >
              <option value="">{text.empty}</option>
              {columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </SelectField>
          );
        })}
      </div>

      {progress !== null && <UploadProgress value={progress} label="Statement upload progress" />}
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Importing…' : 'Import statement'}
        </Button>
      </DialogFooter>
    </form>
  );
}
