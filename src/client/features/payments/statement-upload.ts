import { ErrorCode } from '@shared/errors';
import { ApiError, NETWORK_ERROR } from '@client/app/api-client';

const codeForStatus: Record<number, string> = {
  400: ErrorCode.validation,
  401: ErrorCode.unauthenticated,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.rateLimited,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A failed upload's answer as the ApiError the fetch helpers throw. Unlike the shared
 * uploadWithProgress it keeps the whole body, because a mapping_required answer carries the
 * statement's `columns` and `sample` for the column-mapping step.
 */
export function uploadError(status: number, responseText: string): ApiError {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = responseText ? JSON.parse(responseText) : {};
    if (isRecord(parsed)) body = parsed;
  } catch {
    // Not JSON (a proxy's page): the status alone says what happened.
  }
  const fields: Record<string, string> = {};
  if (isRecord(body.errors)) {
    for (const [key, value] of Object.entries(body.errors)) {
      if (typeof value === 'string') fields[key] = value;
      else if (Array.isArray(value) && typeof value[0] === 'string') fields[key] = value[0];
    }
  }
  const code =
    typeof body.code === 'string' && body.code ? body.code : (codeForStatus[status] ?? ErrorCode.internal);
  const message = typeof body.message === 'string' ? body.message : '';
  return new ApiError(status, code, message, fields, body);
}

export interface UploadOptions {
  /** Whole percent of the file sent so far; only called when the browser knows the size. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload (the dialog closed): the promise rejects with an AbortError, as fetch does. */
  signal?: AbortSignal;
}

/**
 * POSTs multipart form data with XMLHttpRequest, because fetch reports no upload progress. The
 * session cookie rides along (same origin) and the browser adds the Origin header the server's
 * cross-site check wants.
 */
export function postFormWithProgress<T>(
  url: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (onProgress && event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, NETWORK_ERROR, ''));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch {
          reject(new ApiError(xhr.status, ErrorCode.internal, ''));
        }
        return;
      }
      reject(uploadError(xhr.status, xhr.responseText));
    };
    xhr.send(body);
  });
}
