import { WRITING_ANSWER_WINDOW_ID } from '@school/contracts';
import { writingAnswer, writingTextFromAnswer } from './writingAnswer';

it('reads and writes the writing window', () => {
  expect(writingTextFromAnswer([])).toBe('');
  expect(writingTextFromAnswer([{ windowId: 99, answerText: 'x' }, { windowId: WRITING_ANSWER_WINDOW_ID, answerText: '{"root":{}}' }])).toBe('{"root":{}}');
  expect(writingAnswer('j')).toEqual([{ windowId: WRITING_ANSWER_WINDOW_ID, answerText: 'j' }]);
});
