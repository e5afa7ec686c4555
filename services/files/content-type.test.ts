import { FILE_CSP, FRAMED_DOCUMENT_CSP, servingOf, sniffMime } from './content-type';
import { png } from './test-png';

describe('stored type from the bytes', () => {
  it('recognises formats by their magic numbers whatever the name says', async () => {
    expect(await sniffMime(png('x'), 'page.html')).toBe('image/png');
    expect(await sniffMime(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'), 'a.txt')).toBe('application/pdf');
  });

  it('names runnable markup as such, never trusting a harmless name', async () => {
    expect(await sniffMime(Buffer.from('<!DOCTYPE html><p>hi'), 'cat.png')).toBe('text/html');
    expect(await sniffMime(Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>'), 'cat.png')).toBe('image/svg+xml');
    expect(await sniffMime(Buffer.from('<?xml version="1.0"?><svg/>'), 'a.xml')).toBe('image/svg+xml');
    expect(await sniffMime(Buffer.from('print("hi")'), 'main.py')).toBe('text/plain');
    expect(await sniffMime(Buffer.from('{"a":1}'), 'data.json')).toBe('application/json');
    expect(await sniffMime(Buffer.from([0, 1, 2, 3, 250]), 'x.png')).toBe('application/octet-stream');
  });

  it('a signature cut short (a PNG header alone) is not an error', async () => {
    expect(await sniffMime(Buffer.from('89504e470d0a1a0a', 'hex'), 'site.png')).toBe('text/plain');
  });
});

describe('how a stored file is served', () => {
  const student = () => Promise.resolve(true);
  const staff = () => Promise.resolve(false);
  const never = (): Promise<boolean> => Promise.reject(new Error('the uploader is not asked for this'));

  it('shows pictures, sound, video, PDF, plain text and JSON as they are, in a sandbox without script', async () => {
    for (const mime of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'audio/mpeg', 'video/mp4', 'application/pdf', 'text/plain', 'application/json']) {
      expect(await servingOf(mime, 'document', never)).toEqual({ type: mime, csp: FILE_CSP, attachment: false, varyByDest: false });
    }
    expect(FILE_CSP).toMatch(/^sandbox;/);
    expect(FILE_CSP).toContain("default-src 'none'");
    expect(FILE_CSP).not.toContain('allow-scripts');
  });

  it('never sends a type a browser would run as script or style: JavaScript, CSS, XML and the unknown are inert downloads', async () => {
    for (const mime of ['text/javascript', 'application/javascript', 'text/css', 'application/xml', 'text/markdown', 'text/csv']) {
      for (const dest of ['script', 'style', 'document', 'empty', '']) {
        expect(await servingOf(mime, dest, never)).toEqual({ type: 'text/plain; charset=utf-8', csp: FILE_CSP, attachment: true, varyByDest: false });
      }
    }
    for (const mime of ['application/octet-stream', 'application/wasm', 'application/x.scratch.sb3', 'application/zip', 'application/x-shockwave-flash']) {
      expect(await servingOf(mime, 'object', never)).toEqual({ type: 'application/octet-stream', csp: FILE_CSP, attachment: true, varyByDest: false });
    }
  });

  it('pages and drawings: framed by our players in an opaque origin, SVG in <img> a picture, opened a page without script', async () => {
    // Our <iframe sandbox="allow-scripts"> players: script runs, but never with the school's origin.
    expect(await servingOf('text/html', 'iframe', never)).toEqual({ type: 'text/html', csp: FRAMED_DOCUMENT_CSP, attachment: false, varyByDest: true });
    expect(FRAMED_DOCUMENT_CSP).toMatch(/^sandbox allow-scripts/);
    expect(FRAMED_DOCUMENT_CSP).not.toContain('allow-same-origin');
    expect(await servingOf('image/svg+xml', 'image', never)).toEqual({ type: 'image/svg+xml', csp: FILE_CSP, attachment: false, varyByDest: true });
    // Opened (or fetched, or put in <script>/<object>): a student's downloads as text; the staff's renders without script.
    for (const dest of ['document', 'empty', 'script', 'object', 'embed', '']) {
      for (const mime of ['text/html', 'image/svg+xml', 'application/xhtml+xml']) {
        expect(await servingOf(mime, dest, student)).toEqual({ type: 'text/plain; charset=utf-8', csp: FILE_CSP, attachment: true, varyByDest: true });
        expect(await servingOf(mime, dest, staff)).toEqual({ type: mime, csp: FILE_CSP, attachment: false, varyByDest: true });
      }
    }
  });
});
