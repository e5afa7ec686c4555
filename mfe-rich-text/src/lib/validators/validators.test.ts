import { clampFontSize, fontSizeBoxValue, fontSizeFromStyle, nextFontSize, previousFontSize, sanitizeFontSizeInput } from './fontSize';
import { isHexColor } from './hexColor';
import { isValidTableSize, parseSlashTableSize } from './tableSize';
import { parseDesignFileUrl, parseEmbedUrl, parseTweetUrl, parseVideoUrl } from './embedUrl';
import { createPollUid, isValidNewPollQuestion, normalizePollOptions, normalizePollQuestion, toggleVote } from './poll';
import { isLocalFileSrc, isSafeImageSrc, normalizeLinkInput, sanitizeUrl } from './linkUrl';

describe('font size steps', () => {
  it('increases by the spec steps', () => {
    expect(nextFontSize(5, 8, 72)).toBe(8);
    expect(nextFontSize(10, 8, 72)).toBe(11);
    expect(nextFontSize(15, 8, 72)).toBe(17);
    expect(nextFontSize(24, 8, 72)).toBe(28);
    expect(nextFontSize(48, 8, 72)).toBe(60);
    expect(nextFontSize(60, 8, 72)).toBe(72);
    expect(nextFontSize(70, 8, 72)).toBe(72);
  });
  it('decreases by the spec steps', () => {
    expect(previousFontSize(80, 8, 72)).toBe(72);
    expect(previousFontSize(60, 8, 72)).toBe(48);
    expect(previousFontSize(28, 8, 72)).toBe(24);
    expect(previousFontSize(15, 8, 72)).toBe(13);
    expect(previousFontSize(10, 8, 72)).toBe(9);
    expect(previousFontSize(8, 8, 72)).toBe(8);
  });
  it('input rules', () => {
    expect(sanitizeFontSizeInput('abc')).toBe('');
    expect(sanitizeFontSizeInput('14')).toBe('14');
    expect(clampFontSize(200)).toBe(72);
    expect(clampFontSize(1)).toBe(8);
    expect(fontSizeFromStyle('18px')).toBe(18);
    expect(fontSizeFromStyle('2em')).toBeNull();
    expect(fontSizeFromStyle('100px')).toBeNull();
  });
  it('the size box shows a number, never the raw style', () => {
    expect(fontSizeBoxValue('15px')).toBe('15');
    expect(fontSizeBoxValue('18.5px')).toBe('18.5');
    // A mixed selection, another unit or a size out of range: an empty box.
    expect(fontSizeBoxValue('')).toBe('');
    expect(fontSizeBoxValue('2em')).toBe('');
    expect(fontSizeBoxValue('100px')).toBe('');
  });
});

it('hex colour needs # and six hex digits', () => {
  expect(isHexColor('#a0B1c2')).toBe(true);
  expect(isHexColor('#fff')).toBe(false);
  expect(isHexColor('a0b1c2')).toBe(false);
  expect(isHexColor('#a0b1c2;background:url(x)')).toBe(false);
});

it('table sizes', () => {
  expect(isValidTableSize(5, 5)).toBe(true);
  expect(isValidTableSize(500, 50)).toBe(true);
  expect(isValidTableSize(501, 5)).toBe(false);
  expect(isValidTableSize(5, 51)).toBe(false);
  expect(isValidTableSize(0, 5)).toBe(false);
  expect(isValidTableSize(2.5, 5)).toBe(false);
  expect(parseSlashTableSize('3x4')).toEqual({ rows: 3, columns: 4 });
  expect(parseSlashTableSize('99x99')).toEqual({ rows: 99, columns: 99 });
  expect(parseSlashTableSize('100x2')).toBeNull();
  expect(parseSlashTableSize('0x2')).toBeNull();
});

it('embed URLs', () => {
  expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.id).toBe('dQw4w9WgXcQ');
  expect(parseVideoUrl('https://youtu.be/short')).toBeNull();
  expect(parseDesignFileUrl(`https://www.figma.com/file/${'a'.repeat(22)}/x`)?.id).toHaveLength(22);
  expect(parseDesignFileUrl(`https://www.figma.com/file/${'a'.repeat(21)}`)).toBeNull();
  expect(parseDesignFileUrl(`https://www.figma.com/file/${'a'.repeat(129)}`)).toBeNull();
  expect(parseTweetUrl('https://twitter.com/user/status/12345')?.id).toBe('12345');
  expect(parseEmbedUrl('javascript:alert(1)')).toBeNull();
});

describe('poll', () => {
  it('uids have 5 letters', () => expect(createPollUid()).toMatch(/^[a-z]{5}$/));
  it('drops invalid options and non-string questions', () => {
    const options = normalizePollOptions([
      { text: 'ok', uid: 'abcde', votes: [1, 2] },
      { text: 1, uid: 'x', votes: [] },
      { text: 'bad votes', uid: 'y', votes: ['1'] },
      null,
      'str',
    ]);
    expect(options).toEqual([{ text: 'ok', uid: 'abcde', votes: [1, 2] }]);
    expect(normalizePollOptions('x')).toEqual([]);
    expect(normalizePollQuestion(5)).toBe('');
    expect(isValidNewPollQuestion('   ')).toBe(false);
    expect(isValidNewPollQuestion(' Q ')).toBe(true);
  });
  it('toggles a vote per voter', () => {
    const o = { text: 'a', uid: 'abcde', votes: [] as number[] };
    const voted = toggleVote(o, 7);
    expect(voted.votes).toEqual([7]);
    expect(toggleVote(voted, 7).votes).toEqual([]);
    expect(toggleVote(voted, 8).votes).toEqual([7, 8]);
  });
});

describe('urls', () => {
  it('whitelists link protocols', () => {
    expect(sanitizeUrl('https://a.org')).toBe('https://a.org');
    expect(sanitizeUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(sanitizeUrl('tel:+7900')).toBe('tel:+7900');
    expect(sanitizeUrl('javascript:alert(1)')).toBe('about:blank');
    expect(sanitizeUrl(' JaVaScRiPt:alert(1)')).toBe('about:blank');
    expect(sanitizeUrl('java\nscript:alert(1)')).toBe('about:blank');
    expect(sanitizeUrl('data:text/html,<script>')).toBe('about:blank');
    expect(sanitizeUrl('vbscript:x')).toBe('about:blank');
  });
  it('turns what was typed into the link editor into an address, or refuses it', () => {
    expect(normalizeLinkInput(' https://example.ru/a?b=1 ')).toBe('https://example.ru/a?b=1');
    expect(normalizeLinkInput('example.ru/uroki')).toBe('https://example.ru/uroki');
    expect(normalizeLinkInput('http://localhost:3000/solve')).toBe('http://localhost:3000/solve');
    expect(normalizeLinkInput('mailto:teacher@example.ru')).toBe('mailto:teacher@example.ru');
    expect(normalizeLinkInput('tel:+79001234567')).toBe('tel:+79001234567');
    // The old placeholder, empty input, words and other protocols are no address.
    expect(normalizeLinkInput('https://')).toBeNull();
    expect(normalizeLinkInput('')).toBeNull();
    expect(normalizeLinkInput('   ')).toBeNull();
    expect(normalizeLinkInput('привет')).toBeNull();
    expect(normalizeLinkInput('два слова.ru')).toBeNull();
    expect(normalizeLinkInput('https://intranet')).toBeNull();
    expect(normalizeLinkInput('mailto:')).toBeNull();
    expect(normalizeLinkInput('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkInput('ftp://example.ru')).toBeNull();
  });
  it('checks image sources', () => {
    expect(isSafeImageSrc('https://a.org/x.png')).toBe(true);
    expect(isSafeImageSrc('/files/1')).toBe(true);
    expect(isSafeImageSrc('javascript:alert(1)')).toBe(false);
    expect(isSafeImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isLocalFileSrc('file:///C:/a.png')).toBe(true);
    expect(isLocalFileSrc('C:\\a.png')).toBe(true);
  });
});
