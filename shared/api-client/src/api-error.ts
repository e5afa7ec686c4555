import { T, type ApiErrorBody } from '@school/contracts';

/** The Russian message of a failed call: the server's text when it sent one, else 'Ошибка!'. */
export function apiErrorMessage(error: unknown): string {
  const data = (error as { data?: Partial<ApiErrorBody> } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : T.toast.error;
}
