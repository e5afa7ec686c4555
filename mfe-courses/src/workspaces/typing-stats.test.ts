import { typingDone, typingStats } from './typing-stats';

describe('typing stats', () => {
  it('defaults to 0 wpm and 100% accuracy', () => {
    expect(typingStats('abc', '', 0)).toEqual({ wpm: 0, accuracy: 100 });
  });
  it('counts right characters and five-character words per minute', () => {
    expect(typingStats('hello world', 'hellx', 60000)).toEqual({ wpm: 1, accuracy: 80 });
    expect(typingStats('aaaaaaaaaa', 'aaaaaaaaaa', 30000)).toEqual({ wpm: 4, accuracy: 100 });
  });
  it('is done when the whole text is typed', () => {
    expect(typingDone('ab', 'a')).toBe(false);
    expect(typingDone('ab', 'ab')).toBe(true);
  });
});
