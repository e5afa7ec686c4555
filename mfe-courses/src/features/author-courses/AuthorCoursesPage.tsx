import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TASK_TYPES, TTeacher, type AuthorCourseDto, type TaskType } from '@school/contracts';
import { apiErrorMessage } from '@school/api-client';
import { Spinner, toast } from '@school/ui';
import { useAddAuthorTaskMutation, useGetAuthorCoursesQuery, useReorderAuthorTasksMutation } from './author-api';
import { moveTask } from './move-task';
import './author-courses.css';

const L = TTeacher.author;
type Lesson = AuthorCourseDto['lessons'][number];

const editLink = (lessonId: number, taskId: number) => `/edit?${new URLSearchParams({ taskId: String(taskId), lessonId: String(lessonId) })}`;

function AddTaskForm({ lesson, onDone }: { lesson: Lesson; onDone(): void }) {
  const [taskType, setTaskType] = useState<TaskType>('PlainText');
  const [taskName, setTaskName] = useState('');
  const [add, { isLoading }] = useAddAuthorTaskMutation();
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await add({ lessonId: lesson.id, body: { taskType, taskName: taskName.trim() || L.newTaskName } }).unwrap();
      setTaskName('');
      onDone();
    } catch (err) {
      toast.error(apiErrorMessage(err));
    }
  }
  return (
    <form className="author-lesson__add" onSubmit={submit} aria-label={`${L.addTask}: ${lesson.title}`}>
      <input value={taskName} onChange={(e) => setTaskName(e.target.value)} placeholder={L.taskName} aria-label={L.taskName} maxLength={200} />
      <select value={taskType} onChange={(e) => setTaskType(e.target.value as TaskType)} aria-label={L.taskType}>
        {TASK_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      <button type="submit" disabled={isLoading}>
        {L.addTask}
      </button>
    </form>
  );
}

function LessonTasks({ lesson, onChanged }: { lesson: Lesson; onChanged(): void }) {
  const [reorder, { isLoading }] = useReorderAuthorTasksMutation();
  const ids = lesson.tasks.map((t) => t.id);
  const move = async (id: number, step: -1 | 1) => {
    try {
      await reorder({ lessonId: lesson.id, taskIds: moveTask(ids, id, step) }).unwrap();
      onChanged();
    } catch (err) {
      toast.error(apiErrorMessage(err));
    }
  };
  return (
    <li className="author-lesson" data-testid="author-lesson">
      <h3>
        {L.lesson} {lesson.order}. {lesson.title}
      </h3>
      {lesson.tasks.length === 0 ? (
        <p>{L.noTasks}</p>
      ) : (
        <ol className="author-lesson__tasks">
          {lesson.tasks.map((t, i) => (
            <li key={t.id}>
              <Link to={editLink(lesson.id, t.id)}>{t.taskName}</Link>
              <span className="badge">{t.taskType}</span>
              <button disabled={isLoading || i === 0} onClick={() => void move(t.id, -1)} aria-label={`${L.moveUp}: ${t.taskName}`}>
                ↑
              </button>
              <button disabled={isLoading || i === lesson.tasks.length - 1} onClick={() => void move(t.id, 1)} aria-label={`${L.moveDown}: ${t.taskName}`}>
                ↓
              </button>
            </li>
          ))}
        </ol>
      )}
      <AddTaskForm lesson={lesson} onDone={onChanged} />
    </li>
  );
}

/** The course author's home: the courses they author with lessons and tasks; each task opens /edit. */
export default function AuthorCoursesPage() {
  const { data, error, isLoading, refetch } = useGetAuthorCoursesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner />;
  if (error || !data) return <p role="alert">{apiErrorMessage(error)}</p>;
  return (
    <section className="author-courses">
      <h1>{L.title}</h1>
      {data.length === 0 && <p>{L.noCourses}</p>}
      {data.map((c) => (
        <details key={c.id} className="ui-card author-course" data-testid="author-course">
          <summary>
            <strong>{c.title}</strong>
            {c.isFunbox && <span className="badge">{L.funbox}</span>}
          </summary>
          <ul className="author-course__lessons">
            {c.lessons.map((l) => (
              <LessonTasks key={l.id} lesson={l} onChanged={() => void refetch()} />
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
