import { ErrorCode } from '@shared/errors';
import { ApiError, apiErrorFrom, hasErrorCode, NETWORK_ERROR } from './api-client';

/**
 * POSTs multipart form data with XMLHttpRequest, because fetch reports no upload progress.
 * Failures throw the same ApiError as the fetch helpers (status, code, message, fields).
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
  /** Cancels the upload (a dialog closed): the promise rejects with an AbortError, as fetch does. */
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) return reject(cancelled());
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, ''));
    xhr.onabort = () => reject(signal?.aborted ? cancelled() : new ApiError(0, NETWORK_ERROR, ''));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(apiErrorFrom(xhr.status, xhr.responseText));
      onProgress(100);
      try {
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
      } catch {
        reject(apiErrorFrom(xhr.status, ''));
      }
    };
    xhr.send(body);
  });
}

/** The server refused the file itself: too large, or not a type it takes. */
export const isFileRefused = (error: unknown): error is ApiError =>
  hasErrorCode(error, ErrorCode.payloadTooLarge, ErrorCode.unsupportedMediaType);
