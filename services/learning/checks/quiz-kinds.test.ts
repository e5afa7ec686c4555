import { TaskType } from '@school/contracts';
import { checkKindAnswer, parseFillText, parseKindData, quizProblem, studentView } from './quiz-kinds';

const match = { pairs: [{ left: '==', right: 'равно' }, { left: '!=', right: 'не равно' }, { left: '>=', right: 'больше или равно' }] };
const fill = { text: 'Команда [[print]] выводит текст, а [[input|инпут]] читает ввод.' };
const sort = { items: ['for i in range(1, 4):', '    print(i)', 'print("Готово!")'] };

describe('quiz kinds: author data', () => {
  it('accepts valid data and names the problem of bad data in Russian', () => {
    expect(parseKindData(TaskType.MatchQuiz, JSON.stringify(match))).toEqual({ ok: true, config: match });
    expect(parseKindData(TaskType.FillQuiz, JSON.stringify(fill))).toEqual({ ok: true, config: fill });
    expect(parseKindData(TaskType.SortQuiz, JSON.stringify(sort))).toEqual({ ok: true, config: sort });
    expect(parseKindData(TaskType.SortQuiz, '{oops')).toEqual({ ok: false, message: 'Данные задания повреждены: это не JSON.' });
    expect(parseKindData(TaskType.MatchQuiz, JSON.stringify({ pairs: [{ left: 'a', right: '' }, { left: 'b', right: 'c' }] }))).toEqual({
      ok: false,
      message: 'В каждой паре должны быть заполнены обе стороны.',
    });
    expect(parseKindData(TaskType.FillQuiz, JSON.stringify({ text: 'без пропусков' }))).toMatchObject({ ok: false, message: 'В тексте нет ни одного пропуска [[...]].' });
    expect(parseKindData(TaskType.SortQuiz, JSON.stringify({ items: ['a', 'a'] }))).toMatchObject({ ok: false, message: 'Элементы не должны повторяться.' });
    expect(parseKindData(TaskType.StickyMatchQuiz, '')).toMatchObject({ ok: false });
  });

  it('requires a question, two options and a correct one in a Quiz', () => {
    expect(quizProblem({ question: 'Q', answers: [{ text: 'a', isCorrect: true }, { text: 'b', isCorrect: false }] })).toBeNull();
    expect(quizProblem({ question: ' ', answers: [{ text: 'a', isCorrect: true }, { text: 'b' }] })).toBe('Впишите вопрос квиза.');
    expect(quizProblem({ question: 'Q', answers: [{ text: 'a', isCorrect: true }] })).toBe('У квиза должно быть не меньше двух ответов.');
    expect(quizProblem({ question: 'Q', answers: [{ text: 'a' }, { text: 'b' }] })).toBe('Отметьте хотя бы один верный ответ.');
  });
});

describe('quiz kinds: the student view gives nothing away', () => {
  it('splits pairs and never keeps the right column in pair order', () => {
    for (let seed = 1; seed < 40; seed++) {
      const view = studentView(TaskType.MatchQuiz, match, seed);
      expect(view).toMatchObject({ kind: 'match', left: ['==', '!=', '>='] });
      const right = (view as { right: string[] }).right;
      expect([...right].sort()).toEqual(match.pairs.map((p) => p.right).sort());
      expect(right).not.toEqual(match.pairs.map((p) => p.right));
    }
  });

  it('drops the fill answers and shuffles the sort items away from the right order', () => {
    const view = studentView(TaskType.FillQuiz, fill, 3);
    expect(JSON.stringify(view)).not.toMatch(/print\]|input|инпут/);
    expect(view).toEqual({ kind: 'fill', parts: parseFillText(fill.text).parts });
    for (let seed = 1; seed < 40; seed++) expect((studentView(TaskType.SortQuiz, sort, seed) as { items: string[] }).items).not.toEqual(sort.items);
  });
});

describe('quiz kinds: the verdict', () => {
  it('checks match pairs', () => {
    expect(checkKindAnswer(match, { pairs: match.pairs })).toBe(true);
    expect(checkKindAnswer(match, { pairs: [match.pairs[0], { left: '!=', right: 'больше или равно' }, { left: '>=', right: 'не равно' }] })).toBe(false);
    expect(checkKindAnswer(match, { pairs: match.pairs.slice(0, 2) })).toBe(false);
    expect(checkKindAnswer(match, { pairs: [{ left: 'x', right: 'равно' }] })).toBeNull();
    expect(checkKindAnswer(match, { order: [] })).toBeNull();
  });

  it('checks fill gaps ignoring case, spaces and ё', () => {
    expect(checkKindAnswer(fill, { values: [' Print ', 'инпут'] })).toBe(true);
    expect(checkKindAnswer(fill, { values: ['print', 'output'] })).toBe(false);
    expect(checkKindAnswer(fill, { values: ['print'] })).toBeNull();
    expect(checkKindAnswer({ text: 'Ёжик — [[ёж]]' }, { values: ['еж'] })).toBe(true);
  });

  it('checks the sort order and refuses foreign items', () => {
    expect(checkKindAnswer(sort, { order: sort.items })).toBe(true);
    expect(checkKindAnswer(sort, { order: [...sort.items].reverse() })).toBe(false);
    expect(checkKindAnswer(sort, { order: ['a', 'b', 'c'] })).toBeNull();
  });
});
