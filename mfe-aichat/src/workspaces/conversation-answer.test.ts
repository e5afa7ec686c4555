import { fromAnswer, toAnswer } from './conversation-answer';

describe('AiChat conversation answer', () => {
  it('round-trips the conversation through the answer window', () => {
    const messages = [
      { role: 'user' as const, content: 'Объясни цикл' },
      { role: 'assistant' as const, content: 'Цикл повторяет команды.' },
    ];
    expect(fromAnswer(toAnswer('c1', messages))).toEqual({ chatId: 'c1', messages });
  });
  it('reads nothing from an empty or broken answer', () => {
    expect(fromAnswer([])).toEqual({ chatId: null, messages: [] });
    expect(fromAnswer([{ windowId: 1, answerText: 'not json' }])).toEqual({ chatId: null, messages: [] });
    expect(fromAnswer([{ windowId: 1, answerText: '{"messages":[{"role":"system","content":"x"},{"role":"user","content":"hi"}]}' }]).messages).toEqual([
      { role: 'user', content: 'hi' },
    ]);
  });
});
