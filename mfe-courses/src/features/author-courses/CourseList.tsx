import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { TAuthor, type AuthorBuilderCourseDto, type CourseExportDto } from '@school/contracts';
import { Button, toast } from '@school/ui';
import { useCreateCourseMutation, useEditCourseMutation, useImportCourseMutation, useReorderCoursesMutation } from './author-api';
import { InlineRename } from './InlineRename';
import { moveAmongShown } from './move-task';
import { useAuthorAction } from './use-author-action';

const L = TAuthor.page;

/** The author's courses in their own order: create, rename, reorder, archive (and back), open, import a shared course file. */
export function CourseList({ courses, onOpen }: { courses: AuthorBuilderCourseDto[]; onOpen(courseId: number): void }) {
  const [title, setTitle] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const [create, creating] = useCreateCourseMutation();
  const [edit] = useEditCourseMutation();
  const [importCourse] = useImportCourseMutation();
  const [reorder, reordering] = useReorderCoursesMutation();
  // The order covers every course of the author, archived ones too; moving skips the hidden ones.
  const allIds = courses.map((c) => c.id);
  const act = useAuthorAction();
  const fileInput = useRef<HTMLInputElement>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!title.trim()) return;
    const course = await act(() => create({ title: title.trim() }).unwrap());
    if (course) {
      setTitle('');
      onOpen(course.id);
    }
  }

  async function pickFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    let parsed: CourseExportDto;
    try {
      parsed = JSON.parse(await file.text()) as CourseExportDto;
    } catch {
      toast.error(L.importBad);
      return;
    }
    const course = await act(() => importCourse(parsed).unwrap());
    if (course) toast.success(L.imported(course.title));
  }

  const shown = courses.filter((c) => showArchived || !c.archived);
  const shownIds = shown.map((c) => c.id);
  return (
    <>
      <form className="author-row" onSubmit={submit} aria-label={L.newCourse}>
        <input value={title} onChange={(e) => setTitle(e.target.value)} placeholder={L.courseTitle} aria-label={L.courseTitle} maxLength={200} />
        <Button type="submit" disabled={creating.isLoading || !title.trim()}>
          {L.create}
        </Button>
        <Button type="button" variant="secondary" onClick={() => fileInput.current?.click()}>
          {L.importCourse}
        </Button>
        <input ref={fileInput} type="file" accept="application/json,.json" hidden onChange={(e) => void pickFile(e)} aria-label={L.importCourse} />
        <label className="author-row__check">
          <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} /> {L.showArchived}
        </label>
      </form>
      {shown.length === 0 && <p>{L.noCourses}</p>}
      <ul className="author-list">
        {shown.map((c, i) => (
          <li key={c.id} className="ui-card author-card" data-testid="author-course">
            {c.logoUrl && <img className="author-card__logo" src={c.logoUrl} alt="" />}
            <InlineRename
              value={c.title}
              label={`${L.rename}: ${c.title}`}
              onSave={(next) => act(() => edit({ courseId: c.id, body: { title: next } }).unwrap())}
            >
              <strong>{c.title}</strong>
            </InlineRename>
            <span className="author-card__meta">
              {L.lessons}: {c.lessons.length}
              {c.archived && <span className="badge">{L.archived}</span>}
            </span>
            <button
              type="button"
              className="author-icon"
              disabled={i === 0 || reordering.isLoading}
              onClick={() => void act(() => reorder(moveAmongShown(allIds, shownIds, c.id, -1)).unwrap())}
              aria-label={`${L.moveUp}: ${c.title}`}
            >
              ↑
            </button>
            <button
              type="button"
              className="author-icon"
              disabled={i === shown.length - 1 || reordering.isLoading}
              onClick={() => void act(() => reorder(moveAmongShown(allIds, shownIds, c.id, 1)).unwrap())}
              aria-label={`${L.moveDown}: ${c.title}`}
            >
              ↓
            </button>
            <Button onClick={() => onOpen(c.id)} aria-label={`${L.open}: ${c.title}`}>
              {L.open}
            </Button>
            <Button variant="secondary" onClick={() => void act(() => edit({ courseId: c.id, body: { archived: !c.archived } }).unwrap())}>
              {c.archived ? L.unarchive : L.archive}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
