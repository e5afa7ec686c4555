/**
 * Spec 5: dropped or pasted files are accepted when they are images: any image type, with
 * heic, heif, gif and webp named (the Lexical playground's ACCEPTABLE_IMAGE_TYPES). Some systems
 * hand HEIC/HEIF photos over without a type, so the file name's extension counts too.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/', 'image/heic', 'image/heif', 'image/gif', 'image/webp'] as const;

const EXTENSION_TYPES: Record<string, string> = { heic: 'image/heic', heif: 'image/heif', gif: 'image/gif', webp: 'image/webp' };

/** The image type of a dropped or pasted file, or null when it is not an accepted image. */
export function acceptedImageType(file: { type: string; name: string }): string | null {
  const type = file.type.toLowerCase();
  if (ACCEPTED_IMAGE_TYPES.some((accepted) => type.startsWith(accepted))) return type;
  if (type && type !== 'application/octet-stream') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return (extension && EXTENSION_TYPES[extension]) || null;
}

/** A data URL read from a file, re-labelled with the image type when the browser gave none. */
export function withImageType(dataUrl: string, type: string): string {
  return dataUrl.replace(/^data:(application\/octet-stream)?;/i, `data:${type};`);
}

/** Reads the accepted image files as data URLs, in order; other files are skipped. */
export async function readImageFiles(files: readonly File[]): Promise<{ name: string; src: string }[]> {
  const images = files.flatMap((file) => {
    const type = acceptedImageType(file);
    return type ? [{ file, type }] : [];
  });
  return Promise.all(
    images.map(
      ({ file, type }) =>
        new Promise<{ name: string; src: string }>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve({ name: file.name, src: withImageType(String(reader.result), type) });
          reader.onerror = () => reject(reader.error ?? new Error(`cannot read ${file.name}`));
          reader.readAsDataURL(file);
        }),
    ),
  );
}
