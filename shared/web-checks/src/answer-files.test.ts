import { parseAnswerFiles } from './answer-files';

const id = '0123456789abcdef0123456789abcdef';

describe('parseAnswerFiles', () => {
  it('keeps a file with its ETag and drops an ETag that is not one', () => {
    const text = JSON.stringify([
      { id, name: 'site.png', size: 8, etag: '"9e107d9d372bb6826bd81d3542a419d6"' },
      { id, name: 'odd.png', size: 1, etag: '<script>' },
      { id: '../../etc/passwd', name: 'x', size: 1 },
    ]);
    expect(parseAnswerFiles(text)).toEqual([
      { id, name: 'site.png', size: 8, etag: '"9e107d9d372bb6826bd81d3542a419d6"' },
      { id, name: 'odd.png', size: 1 },
    ]);
  });

  it('reads anything that is not a list of files as no files', () => {
    expect(parseAnswerFiles('{"id":1}')).toEqual([]);
    expect(parseAnswerFiles('not json')).toEqual([]);
    expect(parseAnswerFiles(null)).toEqual([]);
  });
});
