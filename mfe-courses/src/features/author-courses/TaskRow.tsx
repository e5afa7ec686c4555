import { Link } from 'react-router-dom';
import { TAuthor, type AuthorBuilderLessonDto, type AuthorBuilderTaskDto, type TaskType } from '@school/contracts';
import { toast } from '@school/ui';
import { useDeleteTaskMutation, useDuplicateTaskMutation, useEditTaskMutation } from './author-api';
import { InlineRename } from './InlineRename';
import { useAuthorAction } from './use-author-action';

const L = TAuthor.page;

export const kindName = (type: string) => TAuthor.kindNames[type as TaskType] ?? type;
const editLink = (lessonId: number, taskId: number) => `/edit?${new URLSearchParams({ taskId: String(taskId), lessonId: String(lessonId) })}`;

interface Props {
  task: AuthorBuilderTaskDto;
  lesson: AuthorBuilderLessonDto;
  lessons: AuthorBuilderLessonDto[];
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove(step: -1 | 1): void;
}

/** One task of a lesson: opens /edit for its windows; rename, reorder, move to another lesson, copy, delete. */
export function TaskRow({ task, lesson, lessons, first, last, busy, onMove }: Props) {
  const [edit] = useEditTaskMutation();
  const [duplicate] = useDuplicateTaskMutation();
  const [remove] = useDeleteTaskMutation();
  const act = useAuthorAction();
  const others = lessons.filter((l) => l.id !== lesson.id);
  return (
    <li className="author-task" data-testid="author-task">
      <InlineRename value={task.taskName} label={`${L.rename}: ${task.taskName}`} onSave={(taskName) => act(() => edit({ taskId: task.id, body: { taskName } }).unwrap())}>
        <Link to={editLink(lesson.id, task.id)} title={L.editTask}>
          {task.taskName}
        </Link>
      </InlineRename>
      <span className="badge">{kindName(task.taskType)}</span>
      <button type="button" className="author-icon" disabled={busy || first} onClick={() => onMove(-1)} aria-label={`${L.moveUp}: ${task.taskName}`}>
        ↑
      </button>
      <button type="button" className="author-icon" disabled={busy || last} onClick={() => onMove(1)} aria-label={`${L.moveDown}: ${task.taskName}`}>
        ↓
      </button>
      {others.length > 0 && (
        <select
          value=""
          aria-label={`${L.moveTo}: ${task.taskName}`}
          onChange={(e) => void act(() => edit({ taskId: task.id, body: { lessonId: Number(e.target.value) } }).unwrap())}
        >
          <option value="">{L.moveTo}…</option>
          {others.map((l) => (
            <option key={l.id} value={l.id}>
              {l.order}. {l.title}
            </option>
          ))}
        </select>
      )}
      <button type="button" onClick={() => void act(() => duplicate(task.id).unwrap())} aria-label={`${L.duplicate}: ${task.taskName}`}>
        {L.duplicate}
      </button>
      <button
        type="button"
        className="author-danger"
        aria-label={`${L.delete}: ${task.taskName}`}
        onClick={() => {
          if (!window.confirm(L.confirmDeleteTask(task.taskName))) return;
          void act(() => remove(task.id).unwrap()).then((done) => done && toast.success(L.deleted));
        }}
      >
        {L.delete}
      </button>
    </li>
  );
}
