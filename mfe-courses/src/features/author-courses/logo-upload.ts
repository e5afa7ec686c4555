import { ApiPaths, FILE_SIZE_LIMIT_BYTES } from '@school/contracts';

/** Pictures a course card can show as its logo. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'];

export function isLogoImage(file: Pick<File, 'type' | 'size'>): boolean {
  return LOGO_TYPES.includes(file.type) && file.size <= FILE_SIZE_LIMIT_BYTES;
}

/** The folder of the files service course logos are uploaded to. */
export const LOGO_FOLDER = 'course-logos';

/**
 * PUTs a logo to the one-time upload URL the files service gave (its upload ticket) and answers the
 * address the logo is shown from: the ticket's id is the last segment of its path.
 */
export async function putLogo(uploadUrl: string, file: File): Promise<string> {
  const res = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': file.type }, body: file });
  if (!res.ok) throw new Error(`logo upload ${res.status}`);
  const id = new URL(uploadUrl, window.location.href).pathname.split('/').pop() ?? '';
  return ApiPaths.presignedFile(id);
}
