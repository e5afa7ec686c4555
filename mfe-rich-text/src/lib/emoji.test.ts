import { emojiForAlias, searchEmojis, TEXT_SHORTCUTS } from './emoji';

it('knows aliases and limits the menu to 10', () => {
  expect(emojiForAlias('rocket')).toBe('🚀');
  expect(emojiForAlias('nope')).toBeNull();
  expect(searchEmojis('').length).toBe(10);
  expect(searchEmojis('pet').map((e) => e.emoji)).toEqual(['🐱', '🐶']);
  expect(TEXT_SHORTCUTS['<3']).toBe('❤️');
});
