/** A shell on this machine at any port (npm start, e2e): the default when no public origin is configured. */
const LOOPBACK_SHELL = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** The origins allowed to load a remote's files with CORS: the configured public origins, else loopback shells. */
export function remoteCorsOrigins(publicOrigin: string | undefined): (string | RegExp)[] {
  const configured = (publicOrigin ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  return configured.length > 0 ? configured : [LOOPBACK_SHELL];
}
