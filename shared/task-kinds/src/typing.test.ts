import { typingGameVerdict, typingStats, typingVerdict } from './typing';

describe('typing verdicts recomputed from the typed text', () => {
  it('computes accuracy and words per minute', () => {
    expect(typingStats('abcd', '', 0)).toEqual({ wpm: 0, accuracy: 100 });
    expect(typingStats('abcd', 'abxd', 0)).toEqual({ wpm: 0, accuracy: 75 });
    expect(typingStats('aaaaaaaaaa', 'aaaaaaaaaa', 60000)).toEqual({ wpm: 2, accuracy: 100 });
  });

  it('passes Typing when the whole text is typed, reporting the real accuracy', () => {
    expect(typingVerdict('фыва олдж', 'фыва олдж')).toEqual({ passed: true, accuracy: 100 });
    expect(typingVerdict('фыва олдж', 'фыва олдщ')).toEqual({ passed: true, accuracy: 89 });
    expect(typingVerdict('фыва олдж', 'фыв')).toEqual({ passed: false, accuracy: 100, message: 'Текст напечатан не до конца.' });
    expect(typingVerdict('', '')).toMatchObject({ passed: false });
  });

  it('passes TypingGame only when every word is typed right, in order', () => {
    expect(typingGameVerdict('число больше меньше', 'число больше меньше ')).toEqual({ passed: true, accuracy: 100 });
    expect(typingGameVerdict('число больше меньше', 'число меньше больше')).toMatchObject({ passed: false, message: 'Не все слова напечатаны правильно.' });
    expect(typingGameVerdict('число больше меньше', 'число больше')).toMatchObject({ passed: false });
    expect(typingGameVerdict('', '')).toMatchObject({ passed: false });
  });
});
