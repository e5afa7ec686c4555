import { useCallback } from 'react';
import { apiErrorMessage } from '@school/api-client';
import { toast } from '@school/ui';

/** Runs one builder call: the server's Russian message as a toast on failure, undefined then. */
export function useAuthorAction() {
  return useCallback(async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (err) {
      toast.error(apiErrorMessage(err));
      return undefined;
    }
  }, []);
}
