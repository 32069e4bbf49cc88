import { useState } from 'react';
import { MAX_DOCUMENT_BYTES } from '@shared/documents';

/** The largest document the server takes, in whole megabytes, for the words people read. */
export const MAX_DOCUMENT_MB = Math.round(MAX_DOCUMENT_BYTES / (1024 * 1024));
/** What a document's file input offers: PDFs and photos of the paper. */
export const DOCUMENT_FILE_TYPES = '.pdf,.jpg,.jpeg,.png,.webp';
const FILE_TOO_LARGE = `The file is too large. Files can be at most ${MAX_DOCUMENT_MB} MB.`;
const FILE_REQUIRED = 'Please select a file';

/**
 * The file of a document being added (a property's, or a landlord's registration), checked as it
 * is picked (too large is said at once) and again before sending (none picked yet).
 */
export function useDocumentFile() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  return {
    file,
    fileError,
    setFileError,
    choose: (picked: File | null) => {
      setFile(picked);
      setFileError(picked && picked.size > MAX_DOCUMENT_BYTES ? FILE_TOO_LARGE : undefined);
    },
    /** The message for the file as it stands, or undefined when it may be sent. */
    problem: (): string | undefined => {
      if (!file) return FILE_REQUIRED;
      return file.size > MAX_DOCUMENT_BYTES ? FILE_TOO_LARGE : undefined;
    },
  };
}
