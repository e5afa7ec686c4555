import { useState, type FormEvent } from 'react';
import { TAuthor, type AuthorBuilderCourseDto } from '@school/contracts';
import { Button, toast } from '@school/ui';
import { useCreateGroupMutation, useCreateLessonMutation, useEditCourseMutation, useLazyGetCourseExportQuery, useReorderLessonsMutation } from './author-api';
import { CourseGroups } from './CourseGroups';
import { CourseLogo } from './CourseLogo';
import { InlineRename } from './InlineRename';
import { LessonCard } from './LessonCard';
import { moveTask } from './move-task';
import { useAuthorAction } from './use-author-action';

const L = TAuthor.page;

/** Saves the course file the server wrote as a download. */
function download(name: string, json: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function TrialGroupForm({ courseId }: { courseId: number }) {
  const [title, setTitle] = useState('');
  const [logins, setLogins] = useState('');
  const [create, { isLoading }] = useCreateGroupMutation();
  const act = useAuthorAction();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const studentLogins = [...new Set(logins.split(/[\s,;]+/).filter(Boolean))];
    const group = await act(() => create({ courseId, body: { title: title.trim() || L.trialGroup, studentLogins } }).unwrap());
    if (group) {
      toast.success(L.groupCreated(group.studentCount));
      setLogins('');
    }
  }
  return (
    <details className="author-group">
      <summary>{L.trialGroup}</summary>
      <form className="author-row" onSubmit={submit} aria-label={L.trialGroup}>
        <input value={title} onChange={(e) => setTitle(e.target.value)} placeholder={L.groupTitle} aria-label={L.groupTitle} maxLength={200} />
        <input value={logins} onChange={(e) => setLogins(e.target.value)} placeholder={L.studentLogins} aria-label={L.studentLogins} />
        <Button type="submit" disabled={isLoading || !logins.trim()}>
          {L.create}
        </Button>
      </form>
    </details>
  );
}

/** One course of the author: logo, its lessons with tasks, a new lesson, the course file, its groups' timetables, a trial group. */
export function CourseEditor({ course, onBack }: { course: AuthorBuilderCourseDto; onBack(): void }) {
  const [title, setTitle] = useState('');
  const [createLesson, creating] = useCreateLessonMutation();
  const [reorder] = useReorderLessonsMutation();
  const [edit] = useEditCourseMutation();
  const [fetchExport] = useLazyGetCourseExportQuery();
  const act = useAuthorAction();
  const ids = course.lessons.map((l) => l.id);

  async function addLesson(e: FormEvent) {
    e.preventDefault();
    if (!title.trim()) return;
    if (await act(() => createLesson({ courseId: course.id, title: title.trim() }).unwrap())) setTitle('');
  }
  async function exportCourse() {
    const file = await act(() => fetchExport(course.id).unwrap());
    if (file) {
      download(`course-${course.id}.json`, file);
      toast.success(L.exportNote);
    }
  }

  return (
    <section className="author-course" data-testid="author-course-page">
      <button type="button" className="author-back" onClick={onBack}>
        {L.backToCourses}
      </button>
      <div className="author-row">
        <InlineRename value={course.title} label={`${L.rename}: ${course.title}`} onSave={(next) => act(() => edit({ courseId: course.id, body: { title: next } }).unwrap())}>
          <h1>{course.title}</h1>
        </InlineRename>
        {course.archived && <span className="badge">{L.archived}</span>}
        <Button variant="secondary" onClick={() => void exportCourse()} title={L.exportNote}>
          {L.exportCourse}
        </Button>
      </div>
      <CourseLogo course={course} />
      <TrialGroupForm courseId={course.id} />
      <CourseGroups courseId={course.id} />
      <h2>{L.lessons}</h2>
      {course.lessons.length === 0 && <p>{L.noLessons}</p>}
      <ol className="author-lessons">
        {course.lessons.map((l, i) => (
          <LessonCard
            key={l.id}
            lesson={l}
            lessons={course.lessons}
            first={i === 0}
            last={i === course.lessons.length - 1}
            onMove={(step) => void act(() => reorder({ courseId: course.id, lessonIds: moveTask(ids, l.id, step) }).unwrap())}
          />
        ))}
      </ol>
      <form className="author-row" onSubmit={addLesson} aria-label={L.newLesson}>
        <input value={title} onChange={(e) => setTitle(e.target.value)} placeholder={L.lessonTitle} aria-label={L.lessonTitle} maxLength={200} />
        <Button type="submit" disabled={creating.isLoading || !title.trim()}>
          {L.addLesson}
        </Button>
      </form>
    </section>
  );
}
