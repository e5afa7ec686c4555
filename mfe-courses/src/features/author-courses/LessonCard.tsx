import { useState, type FormEvent } from 'react';
import { TAuthor, type AuthorBuilderLessonDto, type TaskType } from '@school/contracts';
import { KIND_LIST } from '@school/task-kinds';
import { Button, toast } from '@school/ui';
import { useAddAuthorTaskMutation, useDeleteLessonMutation, useEditLessonMutation, useReorderAuthorTasksMutation } from './author-api';
import { InlineRename } from './InlineRename';
import { TaskRow, kindName } from './TaskRow';
import { TheoryEditor } from './TheoryEditor';
import { moveTask } from './move-task';
import { useAuthorAction } from './use-author-action';

const L = TAuthor.page;

function AddTaskForm({ lesson }: { lesson: AuthorBuilderLessonDto }) {
  const [taskType, setTaskType] = useState<TaskType>('PlainText');
  const [taskName, setTaskName] = useState('');
  const [add, { isLoading }] = useAddAuthorTaskMutation();
  const act = useAuthorAction();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const done = await act(() => add({ lessonId: lesson.id, body: { taskType, taskName: taskName.trim() || L.newTaskName } }).unwrap());
    if (done) setTaskName('');
  }
  return (
    <form className="author-row" onSubmit={submit} aria-label={`${L.addTask}: ${lesson.title}`}>
      <input value={taskName} onChange={(e) => setTaskName(e.target.value)} placeholder={L.taskName} aria-label={L.taskName} maxLength={200} />
      <select value={taskType} onChange={(e) => setTaskType(e.target.value as TaskType)} aria-label={L.taskType}>
        {KIND_LIST.map(({ type: t }) => (
          <option key={t} value={t}>
            {kindName(t)}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={isLoading}>
        {L.addTask}
      </Button>
    </form>
  );
}

interface Props {
  lesson: AuthorBuilderLessonDto;
  lessons: AuthorBuilderLessonDto[];
  first: boolean;
  last: boolean;
  onMove(step: -1 | 1): void;
}

/** One lesson of the course: rename, publish, reorder, delete (named in the confirmation), theory, tasks. */
export function LessonCard({ lesson, lessons, first, last, onMove }: Props) {
  const [edit] = useEditLessonMutation();
  const [remove] = useDeleteLessonMutation();
  const [reorder, reordering] = useReorderAuthorTasksMutation();
  const [theoryOpen, setTheoryOpen] = useState(false);
  const act = useAuthorAction();
  const ids = lesson.tasks.map((t) => t.id);
  const label = `${L.lesson} ${lesson.order}. ${lesson.title}`;
  return (
    <li className="ui-card author-lesson" data-testid="author-lesson">
      <div className="author-row">
        <InlineRename value={lesson.title} label={`${L.rename}: ${lesson.title}`} onSave={(title) => act(() => edit({ lessonId: lesson.id, body: { title } }).unwrap())}>
          <h3>{label}</h3>
        </InlineRename>
        <span className={`badge ${lesson.published ? 'author-badge--published' : 'author-badge--draft'}`}>{lesson.published ? L.published : L.draft}</span>
        <Button variant="secondary" onClick={() => void act(() => edit({ lessonId: lesson.id, body: { published: !lesson.published } }).unwrap())}>
          {lesson.published ? L.unpublish : L.publish}
        </Button>
        <button type="button" className="author-icon" disabled={first} onClick={() => onMove(-1)} aria-label={`${L.moveUp}: ${lesson.title}`}>
          ↑
        </button>
        <button type="button" className="author-icon" disabled={last} onClick={() => onMove(1)} aria-label={`${L.moveDown}: ${lesson.title}`}>
          ↓
        </button>
        <Button variant="secondary" onClick={() => setTheoryOpen((o) => !o)} aria-expanded={theoryOpen}>
          {L.editTheory}
        </Button>
        <button
          type="button"
          className="author-danger"
          aria-label={`${L.delete}: ${lesson.title}`}
          onClick={() => {
            if (!window.confirm(L.confirmDeleteLesson(lesson.title, lesson.tasks.length))) return;
            void act(() => remove(lesson.id).unwrap()).then((done) => done && toast.success(L.deleted));
          }}
        >
          {L.delete}
        </button>
      </div>
      {theoryOpen && <TheoryEditor lessonId={lesson.id} />}
      {lesson.tasks.length === 0 ? (
        <p>{L.noTasks}</p>
      ) : (
        <ol className="author-tasks">
          {lesson.tasks.map((t, i) => (
            <TaskRow
              key={t.id}
              task={t}
              lesson={lesson}
              lessons={lessons}
              first={i === 0}
              last={i === lesson.tasks.length - 1}
              busy={reordering.isLoading}
              onMove={(step) => void act(() => reorder({ lessonId: lesson.id, taskIds: moveTask(ids, t.id, step) }).unwrap())}
            />
          ))}
        </ol>
      )}
      <AddTaskForm lesson={lesson} />
    </li>
  );
}
