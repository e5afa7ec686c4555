const KEY = 'funspace:view-session';

/** One random id per browser tab session: the X-View-Session header of view counts. */
export function viewSessionId(): string {
  let id = sessionStorage.getItem(KEY);
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    sessionStorage.setItem(KEY, id);
  }
  return id;
}
