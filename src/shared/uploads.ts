/**
 * File uploads, for the server's checks and the client's file pickers alike: one size limit for
 * every multipart call (the server's multipart plugin enforces it), and the types each kind of
 * upload accepts. The server judges the type from the file's bytes, never its name.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_UPLOAD_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/** Photos of a property or of a repair; each is stored re-encoded as WebP. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The `accept` attribute of a photo picker. */
export const PHOTO_ACCEPT = PHOTO_MIME_TYPES.join(',');
export const MAX_PHOTO_BYTES = MAX_UPLOAD_BYTES;
export const PHOTO_REQUIRED = 'Please choose a photo to upload';
export const PHOTO_UNSUPPORTED = 'Photos must be JPEG, PNG or WebP images.';
export const PHOTO_TOO_LARGE = `The photo is too large. Photos can be at most ${MAX_UPLOAD_MB} MB.`;

/** Website images: the photo types and AVIF. Never SVG (it can carry script). */
export const IMAGE_MIME_TYPES = [...PHOTO_MIME_TYPES, 'image/avif'] as const;
export const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;
export const IMAGE_TOO_LARGE = `The image is too large. Images can be at most ${MAX_UPLOAD_MB} MB.`;

/** Documents: a PDF, or a photo of the certificate. */
export const DOCUMENT_MIME_TYPES = ['application/pdf', ...PHOTO_MIME_TYPES] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
export const MAX_DOCUMENT_BYTES = MAX_UPLOAD_BYTES;
export const FILE_TOO_LARGE = `The file is too large. Files can be at most ${MAX_UPLOAD_MB} MB.`;
