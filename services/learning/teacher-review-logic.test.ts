import { SolveStatus, WindowId, rubricLevels } from '@school/contracts';
import { normalizeComment, reviewIsCurrent } from './teacher-review-repository';
import { nextRevision, quizChoiceAnswer, quizKindAnswer } from './quiz-answer-record';

describe('rubricLevels', () => {
  it('reads the level names of the task config’s rubric', () => {
    expect(rubricLevels(JSON.stringify({ rubric: ['Базовый', ' Отлично ', 'Базовый'] }))).toEqual(['Базовый', 'Отлично']);
  });
  it('is empty for no config, broken JSON, a rubric that is not a list, or non-text levels', () => {
    for (const text of [undefined, '', '  ', '{', '[1,2]', 'null', '"rubric"', JSON.stringify({ rubric: 'Отлично' }), JSON.stringify({ pairs: [] })]) {
      expect(rubricLevels(text)).toEqual([]);
    }
    expect(rubricLevels(JSON.stringify({ rubric: [1, null, { a: 1 }, '', 'x'.repeat(101), 'Ок'] }))).toEqual(['Ок']);
  });
  it('keeps the list short', () => {
    expect(rubricLevels(JSON.stringify({ rubric: Array.from({ length: 30 }, (_, i) => `L${i}`) }))).toHaveLength(10);
  });
});

describe('review logic', () => {
  it('shows a verdict only while the task keeps the status it gave', () => {
    expect(reviewIsCurrent('rejected', SolveStatus.Wrong)).toBe(true);
    expect(reviewIsCurrent('accepted', SolveStatus.Solved)).toBe(true);
    expect(reviewIsCurrent('rejected', SolveStatus.ManualCheck)).toBe(false);
    expect(reviewIsCurrent('accepted', SolveStatus.Open)).toBe(false);
    expect(reviewIsCurrent('rejected', SolveStatus.Solved)).toBe(false);
  });
  it('stores comments trimmed with uniform line ends', () => {
    expect(normalizeComment('  a\r\nb\rc  ')).toBe('a\nb\nc');
    expect(normalizeComment(undefined)).toBe('');
  });
});

describe('stored quiz answers', () => {
  it('keeps the chosen options of a Quiz once each, in order', () => {
    expect(quizChoiceAnswer([5, 2, 5])).toEqual([{ windowId: WindowId.frontendConfig, answerText: '[2,5]' }]);
  });
  it('keeps a quiz kind’s answer as its workspace saves it', () => {
    expect(quizKindAnswer({ pairs: [{ left: 'a', right: 'b' }] })[0].answerText).toBe('{"a":"b"}');
    expect(quizKindAnswer({ values: ['x', ''] })[0].answerText).toBe('["x",""]');
    expect(quizKindAnswer({ order: ['2', '1'] })[0].answerText).toBe('["2","1"]');
    expect(quizKindAnswer({})[0].answerText).toBe('[]');
  });
  it('writes a revision above the stored one', () => {
    expect(nextRevision(undefined, 1000)).toBe(1000);
    expect(nextRevision(5000, 1000)).toBe(5001);
    expect(nextRevision(999, 1000)).toBe(1000);
  });
});
