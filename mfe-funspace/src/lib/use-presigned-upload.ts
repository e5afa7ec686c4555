import { useState } from 'react';
import { T } from '@school/contracts';
import { toast } from '@school/ui';
import { usePresignUploadMutation } from './funspace-api';
import { isTooLarge } from '@school/api-client';
import { uploadToPresigned } from './upload';

/**
 * Uploads one file through the presigned flow (size checked first, progress reported) and answers
 * its download URL, or null when it was refused or failed; the caller keeps what it had.
 */
export function usePresignedUpload(folder: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [presign] = usePresignUploadMutation();

  const upload = async (file: File): Promise<string | null> => {
    if (isTooLarge(file)) {
      toast.error(T.fileTooLarge);
      return null;
    }
    setProgress(0);
    try {
      const url = await presign({ folder, originalName: file.name }).unwrap();
      return await uploadToPresigned(url, file, setProgress);
    } catch (e) {
      console.error('upload failed', e);
      setProgress(null);
      return null;
    }
  };

  return { progress, upload };
}
