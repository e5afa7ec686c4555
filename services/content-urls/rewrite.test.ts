import { fileHostRule, rewriteDeep, rewriteText } from './rewrite';

/** The part of a rich-text (Lexical) document this test writes and reads: an image in the root. */
interface RichImageDoc { root: { children: { type: string; src: string }[] } }

describe('old file-host rewrite (spec 5)', () => {
  const rule = fileHostRule(['https://files.old-school.ru', 'cdn.old.ru/storage', ' ', 'not a host!'], '/api/files')!;

  it('rewrites whole old hosts (with or without scheme, and a path prefix) and nothing else', () => {
    expect(rewriteText('<img src="https://files.old-school.ru/abc.png">', rule)).toBe('<img src="/api/files/abc.png">');
    expect(rewriteText('![](http://cdn.old.ru/storage/x/y.jpg) и //files.old-school.ru/z.pdf', rule)).toBe('![](/api/files/x/y.jpg) и /api/files/z.pdf');
    expect(rewriteText('https://FILES.old-school.ru/a', rule)).toBe('/api/files/a');
    // Another host that merely starts the same, another path on the host, and plain words stay.
    expect(rewriteText('https://files.old-school.ru.evil.com/a https://cdn.old.ru/other/b files.old-school.ru', rule)).toBe(
      'https://files.old-school.ru.evil.com/a https://cdn.old.ru/other/b files.old-school.ru',
    );
  });

  it('rewrites inside rich-text JSON kept as a string and deep in objects, copying only what changed', () => {
    const lexical = JSON.stringify({ root: { children: [{ type: 'image', src: 'https://files.old-school.ru/pic.webp' }] } });
    const untouched = { name: 'a', list: [1, 'x'] };
    const payload = { data: { taskText: [{ windowId: 1, text: lexical }], webResource: [{ url: 'https://files.old-school.ru/f.zip', md5: null }], untouched } };
    const out = rewriteDeep(payload, rule);
    expect((JSON.parse(out.data.taskText[0].text) as RichImageDoc).root.children[0].src).toBe('/api/files/pic.webp');
    expect(out.data.webResource[0]).toEqual({ url: '/api/files/f.zip', md5: null });
    expect(out.data.untouched).toBe(untouched);
    expect(payload.data.webResource[0].url).toBe('https://files.old-school.ru/f.zip');
    expect(rewriteDeep(untouched, rule)).toBe(untouched);
  });

  it('is off when no old host is configured', () => {
    expect(fileHostRule([], '/api/files')).toBeNull();
    expect(fileHostRule(['', '  '], '/api/files')).toBeNull();
  });
});
