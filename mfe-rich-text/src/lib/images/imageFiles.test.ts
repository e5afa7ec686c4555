import { acceptedImageType, withImageType } from './imageFiles';
import { isSafeImageSrc } from '../validators/linkUrl';

describe('dropped and pasted image files (spec 5)', () => {
  it('accepts any image type, heic, heif, gif and webp included', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/heic', 'image/heif', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']) {
      expect(acceptedImageType({ type, name: 'photo' })).toBe(type);
    }
  });

  it('recognises HEIC, HEIF, GIF and WebP by extension when the browser gives no type', () => {
    expect(acceptedImageType({ type: '', name: 'IMG_0001.HEIC' })).toBe('image/heic');
    expect(acceptedImageType({ type: 'application/octet-stream', name: 'photo.heif' })).toBe('image/heif');
    expect(acceptedImageType({ type: '', name: 'cat.gif' })).toBe('image/gif');
    expect(acceptedImageType({ type: '', name: 'cat.webp' })).toBe('image/webp');
  });

  it('refuses other files', () => {
    expect(acceptedImageType({ type: 'application/pdf', name: 'doc.pdf' })).toBeNull();
    expect(acceptedImageType({ type: 'text/plain', name: 'a.heic' })).toBeNull();
    expect(acceptedImageType({ type: '', name: 'notes.txt' })).toBeNull();
  });

  it('labels a typeless data URL with the image type, and the result is a safe image source', () => {
    const src = withImageType('data:application/octet-stream;base64,AAAA', 'image/heic');
    expect(src).toBe('data:image/heic;base64,AAAA');
    expect(isSafeImageSrc(src)).toBe(true);
    expect(withImageType('data:image/gif;base64,R0lG', 'image/gif')).toBe('data:image/gif;base64,R0lG');
    expect(isSafeImageSrc('data:image/avif;base64,AAAA')).toBe(true);
    expect(isSafeImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
  });
});
