import { isVideoId, parseDesignFileUrl, parseEmbedUrl, parseTweetUrl, parseVideoUrl, videoEmbedSrc } from './embedUrl';
import { checkFrameSrc, normalizeFrameTitle, parseFrameSize } from './frameEmbed';
import { isLocalFileSrc, isSafeImageSrc } from './linkUrl';

describe('video URLs', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?t=10',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('reads the 11-character id from %s', (url) => {
    expect(parseVideoUrl(url)).toMatchObject({ type: 'video', id: 'dQw4w9WgXcQ' });
  });
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://youtu.be/short',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=%22%3E%3Cscript',
    'https://youtu.be/"><svg/a',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
  it('builds the frame address from the id only', () => {
    expect(isVideoId('dQw4w9WgXcQ')).toBe(true);
    expect(isVideoId('dQw4w9WgX"Q')).toBe(false);
    expect(videoEmbedSrc('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});

describe('design-file URLs', () => {
  it('accepts ids of 22 to 128 alphanumerics', () => {
    expect(parseDesignFileUrl(`https://www.figma.com/file/${'a'.repeat(22)}/Name`)?.id).toHaveLength(22);
    expect(parseDesignFileUrl(`https://www.figma.com/design/${'B1'.repeat(64)}?node-id=1`)?.id).toHaveLength(128);
    expect(parseDesignFileUrl(`https://figma.com/proto/${'c'.repeat(40)}`)?.type).toBe('designFile');
  });
  it('refuses shorter, longer, non-alphanumeric ids and other hosts', () => {
    expect(parseDesignFileUrl(`https://www.figma.com/file/${'a'.repeat(21)}`)).toBeNull();
    expect(parseDesignFileUrl(`https://www.figma.com/file/${'a'.repeat(129)}`)).toBeNull();
    expect(parseDesignFileUrl(`https://www.figma.com/file/${'a'.repeat(21)}-`)).toBeNull();
    expect(parseDesignFileUrl(`http://www.figma.com/file/${'a'.repeat(22)}`)).toBeNull();
    expect(parseDesignFileUrl(`https://figma.com.evil.io/file/${'a'.repeat(22)}`)).toBeNull();
  });
});

describe('tweet URLs', () => {
  it('reads numeric ids from twitter.com and x.com status links', () => {
    expect(parseTweetUrl('https://twitter.com/user/status/1234567890123456789')?.id).toBe('1234567890123456789');
    expect(parseTweetUrl('https://x.com/some_user/status/42?s=20')?.id).toBe('42');
  });
  it('refuses other hosts and non-numeric ids', () => {
    expect(parseTweetUrl('https://x.com/user/status/abc')).toBeNull();
    expect(parseTweetUrl('https://evil.com/user/status/42')).toBeNull();
    expect(parseTweetUrl('http://x.com/user/status/42')).toBeNull();
  });
  it('parseEmbedUrl picks the kind', () => {
    expect(parseEmbedUrl('https://youtu.be/dQw4w9WgXcQ')?.type).toBe('video');
    expect(parseEmbedUrl('https://x.com/u/status/1')?.type).toBe('tweet');
    expect(parseEmbedUrl('https://example.com/')).toBeNull();
  });
});

describe('frames', () => {
  it('frames only https pages of known providers', () => {
    expect(checkFrameSrc('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(checkFrameSrc('https://docs.google.com/presentation/d/x/embed')).not.toBeNull();
    expect(checkFrameSrc('http://docs.google.com/presentation')).toBeNull();
    expect(checkFrameSrc('https://evil.example/')).toBeNull();
    expect(checkFrameSrc('https://docs.google.com.evil.example/')).toBeNull();
    expect(checkFrameSrc('javascript:alert(1)')).toBeNull();
    expect(checkFrameSrc('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(checkFrameSrc('https://user:pw@docs.google.com/')).toBeNull();
    expect(checkFrameSrc(42)).toBeNull();
  });
  it('sizes are pixels or percents', () => {
    expect(parseFrameSize('560')).toBe('560px');
    expect(parseFrameSize(' 315px ')).toBe('315px');
    expect(parseFrameSize('100%')).toBe('100%');
    expect(parseFrameSize(640)).toBe('640px');
    expect(parseFrameSize('101%')).toBeNull();
    expect(parseFrameSize('10')).toBeNull();
    expect(parseFrameSize('1px;background:url(x)')).toBeNull();
    expect(parseFrameSize('')).toBeNull();
  });
  it('titles default to Embedded content', () => {
    expect(normalizeFrameTitle(undefined)).toBe('Embedded content');
    expect(normalizeFrameTitle('  Слайды ')).toBe('Слайды');
  });
});

describe('image sources', () => {
  it('never imports local files', () => {
    for (const src of ['file:///C:/a.png', 'C:\\Users\\a.png', 'c:/a.png', '/Users/anna/a.png', '/home/u/a.png', '\\\\server\\a.png', '~/a.png']) {
      expect(isLocalFileSrc(src)).toBe(true);
    }
    expect(isLocalFileSrc('https://a.org/a.png')).toBe(false);
    expect(isLocalFileSrc('/files/1')).toBe(false);
  });
  it('renders http(s) and raster data:image only', () => {
    expect(isSafeImageSrc('http://a.org/a.png')).toBe(true);
    expect(isSafeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isSafeImageSrc('javascript:alert(1)')).toBe(false);
  });
});
