/**
 * Files (platform-core 5, 7).
 * POST /api/files/upload: multipart with one file field; answers the md5 identifier as text/plain.
 * GET /api/files/{md5}: the file bytes.
 * GET /api/files/s3/presigned?folder=&originalName=&timeout=: answers an upload URL as text/plain;
 * the browser PUTs the bytes there and reads the ETag header (the md5 in quotes), then downloads
 * through GET /api/files/s3/{id} (id: the last path segment of the upload URL) or GET /api/files/{md5}.
 * The URL is a one-time ticket of the gateway (HMAC and expiry in seconds), on local disk and S3 alike:
 * the first PUT spends it and streams the bytes on to the store; a second gets 403 URL_USED.
 * Downloads answer only those who may see what the file belongs to (404 otherwise); players that
 * embed a file URL are recognised by the HttpOnly cookie school_files (path /api/, read by the downloads only) that mirrors
 * the caller's access token.
 * POST /api/files/s3/upload?folder=: multipart like /upload, stored under {folder}/{id}; answers the
 * id as text/plain, downloaded through GET /api/files/s3/{id}.
 * Uploaded pages and drawings (html, xml, svg) are served with CSP sandbox and nosniff.
 */
export interface StoredFileDto {
  md5: string;
  name: string;
  size: number;
  mime: string;
}
