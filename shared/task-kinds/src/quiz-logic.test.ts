import { TaskType } from '@school/contracts';
import { TASK_KINDS } from './registry';
import { checkKindAnswer, parseFillText, parseQuiz, quizKindView } from './quiz-logic';

const match = { pairs: [{ left: '==', right: 'равно' }, { left: '!=', right: 'не равно' }, { left: '>=', right: 'больше или равно' }] };
const fill = { text: 'Команда [[print]] выводит текст, а [[input|инпут]] читает ввод.' };
const sort = { items: ['for i in range(1, 4):', '    print(i)', 'print("Готово!")'] };
const parse = (type: TaskType, text: string) => TASK_KINDS[type].parse({ taskText: [{ windowId: 12, text }] });

describe('quiz kinds: author data', () => {
  it('accepts valid data and names the problem of bad data in Russian', () => {
    expect(parse(TaskType.MatchQuiz, JSON.stringify(match))).toEqual({ ok: true, config: match });
    expect(parse(TaskType.FillQuiz, JSON.stringify(fill))).toEqual({ ok: true, config: fill });
    expect(parse(TaskType.SortQuiz, JSON.stringify(sort))).toEqual({ ok: true, config: sort });
    expect(parse(TaskType.SortQuiz, '{oops')).toEqual({ ok: false, message: 'Данные задания повреждены: это не JSON.' });
    expect(parse(TaskType.MatchQuiz, JSON.stringify({ pairs: [{ left: 'a', right: '' }, { left: 'b', right: 'c' }] }))).toEqual({
      ok: false,
      message: 'В каждой паре должны быть заполнены обе стороны.',
    });
    expect(parse(TaskType.FillQuiz, JSON.stringify({ text: 'без пропусков' }))).toEqual({ ok: false, message: 'В тексте нет ни одного пропуска [[...]].' });
    expect(parse(TaskType.SortQuiz, JSON.stringify({ items: ['a', 'a'] }))).toEqual({ ok: false, message: 'Элементы не должны повторяться.' });
    expect(parse(TaskType.StickyMatchQuiz, '')).toEqual({ ok: false, message: 'Нет данных задания: заполните их в редакторе.' });
    expect(parse(TaskType.SortQuiz, 'null')).toEqual({ ok: false, message: 'Нужно не меньше двух элементов.' });
  });

  it('requires a question, two options and a correct one in a Quiz', () => {
    expect(parseQuiz({ question: 'Q', answers: [{ text: 'a', isCorrect: true }, { text: 'b', isCorrect: false }] }).ok).toBe(true);
    expect(parseQuiz({ question: ' ', answers: [{ text: 'a', isCorrect: true }, { text: 'b' }] })).toEqual({ ok: false, message: 'Впишите вопрос квиза.' });
    expect(parseQuiz({ question: 'Q', answers: [{ text: 'a', isCorrect: true }] })).toEqual({
      ok: false,
      message: 'У квиза должно быть не меньше двух ответов.',
    });
    expect(parseQuiz({ question: 'Q', answers: [{ text: 'a' }, { text: 'b' }] })).toEqual({ ok: false, message: 'Отметьте хотя бы один верный ответ.' });
    expect(parseQuiz(null).ok).toBe(false);
  });
});

describe('quiz kinds: the student view gives nothing away', () => {
  it('splits pairs and never keeps the right column in pair order', () => {
    for (let seed = 1; seed < 40; seed++) {
      const view = quizKindView(TaskType.MatchQuiz, match, seed);
      expect(view).toMatchObject({ kind: 'match', left: ['==', '!=', '>='] });
      const right = (view as { right: string[] }).right;
      expect([...right].sort()).toEqual(match.pairs.map((p) => p.right).sort());
      expect(right).not.toEqual(match.pairs.map((p) => p.right));
    }
  });

  it('drops the fill answers and shuffles the sort items away from the right order', () => {
    const view = quizKindView(TaskType.FillQuiz, fill, 3);
    expect(JSON.stringify(view)).not.toMatch(/print\]|input|инпут/);
    expect(view).toEqual({ kind: 'fill', parts: parseFillText(fill.text).parts });
    for (let seed = 1; seed < 40; seed++) expect((quizKindView(TaskType.SortQuiz, sort, seed) as { items: string[] }).items).not.toEqual(sort.items);
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
