import { isActiveContent, sniffMime } from './content-type';
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
    expect(['text/html', 'image/svg+xml', 'application/xml', 'text/javascript'].every(isActiveContent)).toBe(true);
    expect(isActiveContent('image/png')).toBe(false);
  });

  it('a signature cut short (a PNG header alone) is not an error', async () => {
    expect(await sniffMime(Buffer.from('89504e470d0a1a0a', 'hex'), 'site.png')).toBe('text/plain');
  });
});
