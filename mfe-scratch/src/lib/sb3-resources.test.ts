import { sb3UrlOf } from './sb3-resources';

describe('sb3UrlOf', () => {
  it('takes the .sb3 among the files by name or URL', () => {
    expect(sb3UrlOf([{ name: 'Видео', url: '/assets/a.mp4' }, { name: 'starter.sb3', url: '/api/files/abc' }])).toBe('/api/files/abc');
    expect(sb3UrlOf([{ name: 'Проект', url: '/files/game.sb3?v=1' }])).toBe('/files/game.sb3?v=1');
  });

  it('is null when there is none (the editor opens its default project)', () => {
    expect(sb3UrlOf([])).toBeNull();
    expect(sb3UrlOf([{ name: 'page.svg', url: '/assets/p.svg' }])).toBeNull();
  });
});
