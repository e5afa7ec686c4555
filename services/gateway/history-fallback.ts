/**
 * Client-side routes get the app's page only when a browser navigates to them (the request
 * accepts text/html). Any other request for a file that is not there is a 404: a worker fetching
 * a missing `snapshot.bin` or a script loader must not receive index.html with 200.
 */
export function wantsPage(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((type) => type.trim().split(';')[0].toLowerCase() === 'text/html');
}
