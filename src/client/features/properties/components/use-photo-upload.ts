import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '@client/app/api-client';
import { isFileRefused } from '@client/app/upload';
import { toast } from '@client/components/ui/toast-store';
import { useUploadPhoto } from '../api';

const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * Add a photo: the chosen file and its alt text, checked before sending (a photo, at most
 * 10 MB), then uploaded with progress; the server's word on the file or the text goes under it.
 */
export function usePhotoUpload(propertyId: number) {
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  const [altError, setAltError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadPhoto(propertyId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAltError(undefined);
    if (!file) {
      setFileError('Please choose a photo to upload');
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setFileError('The photo is too large. Photos can be at most 10 MB.');
      return;
    }
    setFileError(undefined);
    setProgress(0);
    upload.mutate(
      { file, altText: altText.trim(), onProgress: setProgress },
      {
        onSuccess: () => {
          toast({ title: 'Photo Uploaded', description: 'The photo has been added.', variant: 'success' });
          setFile(null);
          setAltText('');
          setInputKey((key) => key + 1);
        },
        onError: (error) => {
          if (isApiError(error)) {
            if (error.fields.file) setFileError(error.fields.file);
            else if (isFileRefused(error)) setFileError(error.message || undefined);
            if (error.fields.altText) setAltError(error.fields.altText);
          }
          toast({
            title: 'Failed to upload photo',
            description: errorMessage(error, 'An error occurred. Please try again.'),
            variant: 'destructive',
          });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return {
    /** A file chosen (or none): any earlier word about the file no longer applies. */
    chooseFile: (next: File | null) => {
      setFile(next);
      setFileError(undefined);
    },
    altText,
    setAltText,
    fileError,
    altError,
    progress,
    /** Changed after each upload, so the file input starts empty again. */
    inputKey,
    uploading: upload.isPending,
    onSubmit,
  };
}
