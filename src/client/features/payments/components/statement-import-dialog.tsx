import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RefreshCw, Upload } from 'lucide-react';
import type { ImportResult } from '@shared/payments';
import { errorMessage, isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { UploadProgress } from '@client/components/ui/upload-progress';
import { useImportStatement } from '../api';
import {
  COLUMN_MAPPING_FIELDS,
  NO_STATEMENT_FILE,
  STATEMENT_ACCEPT,
  emptyColumnMapping,
  importSummary,
  mappingRequest,
  type ColumnMapping,
  type ColumnMappingField,
  type MappingRequest,
} from '../statement-import';
import { ColumnMappingStep } from './column-mapping-step';

const IMPORT_FAILED = 'The statement could not be imported. Please try again.';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** 'Sync with Revolut': the Finances tab's button that opens the statement import. */
export function StatementImportButton({ propertyId }: { propertyId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden="true" />
        Sync with Revolut
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {/* Mounted only while open: each opening starts with no file and no result. */}
        {open && <StatementImport propertyId={propertyId} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

/**
 * Upload a bank statement (CSV or OFX). The server matches lines quoting a tenant's reference with
 * the right amount; when it cannot tell the CSV's columns apart it sends the header and a few rows
 * back, and the landlord picks the columns before the same file is sent again.
 */
function StatementImport({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [request, setRequest] = useState<MappingRequest | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>(emptyColumnMapping);
  const [mappingErrors, setMappingErrors] = useState<Partial<Record<ColumnMappingField, string>>>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const importing = useImportStatement(propertyId);

  // Closing the dialog mid-upload stops the upload rather than leaving it running unseen.
  useEffect(() => () => controller.current?.abort(), []);

  const send = (chosen?: ColumnMapping) => {
    if (!file) return;
    setAlert(null);
    setFileError(undefined);
    setMappingErrors({});
    setProgress(0);
    controller.current = new AbortController();
    importing.mutate(
      {
        file,
        ...(chosen ? { mapping: chosen } : {}),
        onProgress: setProgress,
        signal: controller.current.signal,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          toast({ title: 'Statement Imported', description: importSummary(answer), variant: 'success' });
        },
        onError: (error) => {
          if (isAbort(error)) return;
          const needed = mappingRequest(error);
          if (needed) {
            setRequest(needed);
            return;
          }
          const fields = isApiError(error) ? error.fields : {};
          setAlert(errorMessage(error, IMPORT_FAILED));
          if (fields.file) setFileError(fields.file);
          const columnErrors: Partial<Record<ColumnMappingField, string>> = {};
          for (const field of COLUMN_MAPPING_FIELDS) if (fields[field]) columnErrors[field] = fields[field];
          setMappingErrors(columnErrors);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFileError(NO_STATEMENT_FILE);
      fileInput.current?.focus();
      return;
    }
    send();
  };

  const startAgain = () => {
    setFile(null);
    setRequest(null);
    setMapping(emptyColumnMapping());
    setMappingErrors({});
    setResult(null);
    setAlert(null);
  };

  const uploading = importing.isPending;

  return (
    <DialogContent className={request && !result ? 'sm:max-w-3xl' : 'sm:max-w-xl'}>
      <DialogTitle>Import bank statement</DialogTitle>
      <DialogDescription>
        Upload a statement exported from Revolut Business or your bank (CSV or OFX). Payments that quote a
        tenant&apos;s reference and match the rent are marked paid; anything else waits for you below.
      </DialogDescription>

      {result ? (
        <ImportDone result={result} onAnother={startAgain} onClose={onClose} />
      ) : request ? (
        <ColumnMappingStep
          request={request}
          fileName={file?.name ?? ''}
          value={mapping}
          errors={mappingErrors}
          alert={alert}
          progress={uploading ? progress : null}
          pending={uploading}
          onChange={(next) => {
            setMapping(next);
            setMappingErrors({});
          }}
          onInvalid={setMappingErrors}
          onSubmit={send}
          onBack={() => {
            setRequest(null);
            setAlert(null);
          }}
        />
      ) : (
        <form noValidate onSubmit={upload} className="space-y-4">
          <FormAlert>{alert}</FormAlert>
          <FormField
            ref={fileInput}
            label="Statement file"
            type="file"
            accept={STATEMENT_ACCEPT}
            className="h-auto py-1.5"
            hint="Export the months you want to check. Importing the same statement twice changes nothing."
            error={fileError}
            disabled={uploading}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(undefined);
              setAlert(null);
            }}
          />
          {progress !== null && <UploadProgress value={progress} label="Statement upload progress" />}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={uploading}>
              <Upload aria-hidden="true" />
              {uploading ? 'Uploading…' : 'Upload'}
            </Button>
          </DialogFooter>
        </form>
      )}
    </DialogContent>
  );
}

/** The import's outcome, announced and focused so a screen reader hears it where the form was. */
function ImportDone({
  result,
  onAnother,
  onClose,
}: {
  result: ImportResult;
  onAnother: () => void;
  onClose: () => void;
}) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), []);
  return (
    <>
      <div
        ref={summary}
        tabIndex={-1}
        role="status"
        className="space-y-2 rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
      >
        <p className="font-semibold">Statement imported</p>
        <p>{importSummary(result)}</p>
        {result.review > 0 && <p>Lines to review are listed under Payments to review in this tab.</p>}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onAnother}>
          Import another statement
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogFooter>
    </>
  );
}
