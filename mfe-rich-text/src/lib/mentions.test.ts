import { findMentions, MENTION_MAX } from './mentions';

it('finds at most 5 names by any word', () => {
  expect(findMentions('ан')).toContain('Анна Сергеевна');
  expect(findMentions('')).toHaveLength(MENTION_MAX);
  expect(findMentions('zzz')).toEqual([]);
});
