/** The log the user downloads from the global error toast. */
export interface ErrorLog {
  message: string;
  name: string;
  stack: string | null;
  status: number | null;
  statusText: string | null;
  data: unknown;
  timestamp: string;
  url: string;
}

export function toErrorLog(error: unknown, url: string, now = new Date()): ErrorLog {
  const e = (error ?? {}) as Partial<Error> & { status?: unknown; statusText?: unknown; data?: unknown };
  return {
    message: typeof e.message === 'string' ? e.message : String(error),
    name: typeof e.name === 'string' ? e.name : 'Error',
    stack: typeof e.stack === 'string' ? e.stack : null,
    status: typeof e.status === 'number' ? e.status : null,
    statusText: typeof e.statusText === 'string' ? e.statusText : null,
    data: e.data ?? null,
    timestamp: now.toISOString(),
    url,
  };
}

export function downloadErrorLog(log: ErrorLog): void {
  const blob = new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `error-log-${log.timestamp.replace(/[:.]/g, '-')}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
