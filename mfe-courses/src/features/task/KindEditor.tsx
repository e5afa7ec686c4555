import { TLearn, TaskType, type FillQuizConfig, type MatchQuizConfig, type SortQuizConfig } from '@school/contracts';
import { Button } from '@school/ui';

const L = TLearn.editor;

function parse<C>(text: string, fallback: C): C {
  try {
    const value = JSON.parse(text) as C | null;
    return value && typeof value === 'object' ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Edit mode of MatchQuiz, StickyMatchQuiz, FillQuiz and SortQuiz: the author's data of window 12 as a form. */
export function KindEditor({ taskType, text, onChange }: { taskType: TaskType; text: string; onChange(text: string): void }) {
  const emit = (value: unknown) => onChange(JSON.stringify(value));
  if (taskType === TaskType.FillQuiz) {
    const config = parse<FillQuizConfig>(text, { text: '' });
    return (
      <section className="task-editor ui-card" aria-label={L.fillTitle}>
        <h3>{L.fillTitle}</h3>
        <p className="task-editor__hint">{L.fillHint}</p>
        <textarea aria-label={L.fillTitle} value={config.text ?? ''} onChange={(e) => emit({ text: e.target.value })} />
      </section>
    );
  }
  if (taskType === TaskType.SortQuiz) {
    const items = parse<SortQuizConfig>(text, { items: [] }).items ?? [];
    const set = (next: string[]) => emit({ items: next });
    const move = (i: number, by: number) => {
      const next = [...items];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      set(next);
    };
    return (
      <section className="task-editor ui-card" aria-label={L.sortTitle}>
        <h3>{L.sortTitle}</h3>
        <ol className="task-editor__list">
          {items.map((item, i) => (
            <li key={i} className="task-editor__row">
              <input aria-label={L.item(i + 1)} value={item} onChange={(e) => set(items.map((v, j) => (j === i ? e.target.value : v)))} />
              <Button variant="ghost" aria-label={`${L.up}: ${L.item(i + 1)}`} disabled={i === 0} onClick={() => move(i, -1)}>
                ↑
              </Button>
              <Button variant="ghost" aria-label={`${L.down}: ${L.item(i + 1)}`} disabled={i === items.length - 1} onClick={() => move(i, 1)}>
                ↓
              </Button>
              <Button variant="ghost" aria-label={`${L.remove}: ${L.item(i + 1)}`} onClick={() => set(items.filter((_, j) => j !== i))}>
                ✕
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" onClick={() => set([...items, ''])}>
          + {L.addItem}
        </Button>
      </section>
    );
  }
  const pairs = parse<MatchQuizConfig>(text, { pairs: [] }).pairs ?? [];
  const set = (next: MatchQuizConfig['pairs']) => emit({ pairs: next });
  return (
    <section className="task-editor ui-card" aria-label={L.pairsTitle}>
      <h3>{L.pairsTitle}</h3>
      <ol className="task-editor__list">
        {pairs.map((p, i) => (
          <li key={i} className="task-editor__row">
            <input aria-label={`${L.left} ${i + 1}`} value={p.left} onChange={(e) => set(pairs.map((q, j) => (j === i ? { ...q, left: e.target.value } : q)))} />
            <span aria-hidden>↔</span>
            <input aria-label={`${L.right} ${i + 1}`} value={p.right} onChange={(e) => set(pairs.map((q, j) => (j === i ? { ...q, right: e.target.value } : q)))} />
            <Button variant="ghost" aria-label={`${L.remove}: ${i + 1}`} onClick={() => set(pairs.filter((_, j) => j !== i))}>
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => set([...pairs, { left: '', right: '' }])}>
        + {L.addPair}
      </Button>
    </section>
  );
}
