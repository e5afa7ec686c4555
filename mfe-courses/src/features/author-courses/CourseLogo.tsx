import { useRef, useState, type ChangeEvent } from 'react';
import { TAuthor, type AuthorBuilderCourseDto } from '@school/contracts';
import { Button, toast } from '@school/ui';
import { useEditCourseMutation, usePresignUploadMutation } from './author-api';
import { LOGO_FOLDER, isLogoImage, putLogo } from './logo-upload';
import { useAuthorAction } from './use-author-action';

const L = TAuthor.page;

/** The course's logo: shown as students' course cards show it, uploaded through the files service, or removed. */
export function CourseLogo({ course }: { course: AuthorBuilderCourseDto }) {
  const [presign] = usePresignUploadMutation();
  const [edit] = useEditCourseMutation();
  const [busy, setBusy] = useState(false);
  const act = useAuthorAction();
  const input = useRef<HTMLInputElement>(null);

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isLogoImage(file)) return void toast.error(L.logoType);
    setBusy(true);
    try {
      const uploadUrl = await presign({ folder: LOGO_FOLDER, originalName: file.name }).unwrap();
      const logoUrl = await putLogo(uploadUrl, file);
      if (await act(() => edit({ courseId: course.id, body: { logoUrl } }).unwrap())) toast.success(L.logoSaved);
    } catch {
      toast.error(L.logoFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="author-logo" role="group" aria-label={L.logo}>
      {course.logoUrl ? (
        <img className="author-logo__img" src={course.logoUrl} alt={L.logo} data-testid="author-course-logo" />
      ) : (
        <span className="author-logo__none">{L.noLogo}</span>
      )}
      <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
        {L.uploadLogo}
      </Button>
      <input ref={input} type="file" accept="image/png,image/jpeg,image/svg+xml,image/webp" hidden onChange={(e) => void pick(e)} aria-label={L.uploadLogo} />
      {course.logoUrl && (
        <Button variant="ghost" disabled={busy} onClick={() => void act(() => edit({ courseId: course.id, body: { logoUrl: null } }).unwrap())}>
          {L.removeLogo}
        </Button>
      )}
    </div>
  );
}
