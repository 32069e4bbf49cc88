import { ApiError, NETWORK_ERROR } from '@client/app/api-client';
import { ErrorCode } from '@shared/errors';

/**
 * POSTs multipart form data with XMLHttpRequest, because fetch reports no upload progress.
 * Failures throw the same ApiError as the fetch helpers (status, code, message, fields).
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, ''));
    xhr.onabort = () => reject(new ApiError(0, NETWORK_ERROR, ''));
    xhr.onload = () => {
      let parsed: unknown = undefined;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(parsed as T);
        return;
      }
      reject(toUploadError(xhr.status, parsed));
    };
    xhr.send(body);
  });
}

const statusCodes: Record<number, string> = {
  400: ErrorCode.validation,
  401: ErrorCode.unauthenticated,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.rateLimited,
};

function toUploadError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  const errors = record.errors;
  if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) {
    for (const [key, value] of Object.entries(errors)) {
      if (typeof value === 'string') fields[key] = value;
      else if (Array.isArray(value) && typeof value[0] === 'string') fields[key] = value[0];
    }
  }
  const code =
    typeof record.code === 'string' && record.code
      ? record.code
      : (statusCodes[status] ?? ErrorCode.internal);
  const message = typeof record.message === 'string' ? record.message : '';
  return new ApiError(status, code, message, fields);
}

/** A labelled progress bar for an upload in flight. */
export function UploadProgress({ value, label = 'Upload progress' }: { value: number; label?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700" aria-hidden="true">
        {percent}%
      </p>
    </div>
  );
}
