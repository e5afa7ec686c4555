import { useState, type FormEvent } from 'react';
import { T, TAuthor, type AuthorGroupDto } from '@school/contracts';
import { Button, toast } from '@school/ui';
import { useEditGroupMutation, useGetCourseGroupsQuery } from './author-api';
import { toLocalRows, toStoredSlots, type LocalSlot } from './group-slots';
import { useAuthorAction } from './use-author-action';

const L = TAuthor.page;

/** One group's meeting link and timetable, edited in the author's own time zone and checked by the server. */
function GroupForm({ group }: { group: AuthorGroupDto }) {
  const offset = new Date().getTimezoneOffset();
  const [url, setUrl] = useState(group.webMeetingUrl ?? '');
  const [rows, setRows] = useState<LocalSlot[]>(() => toLocalRows(group.schedules, offset));
  const [save, { isLoading }] = useEditGroupMutation();
  const act = useAuthorAction();
  const setRow = (i: number, patch: Partial<LocalSlot>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { webMeetingUrl: url.trim() || null, schedules: toStoredSlots(rows, offset) };
    if (await act(() => save({ groupId: group.id, body }).unwrap())) toast.success(L.groupSaved);
  }

  return (
    <li className="ui-card author-groups__item" data-testid="author-group">
      <form onSubmit={submit} aria-label={group.title} className="author-groups__form">
        <strong>{group.title}</strong>
        <span className="author-card__meta">{L.groupMeta(group.teacherName, group.studentCount)}</span>
        <label className="author-groups__field">
          <span>{L.meetingUrl}</span>
          <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" maxLength={500} />
        </label>
        <fieldset className="author-groups__slots">
          <legend>{L.timetable}</legend>
          {rows.length === 0 && <p>{L.noSlots}</p>}
          {rows.map((r, i) => (
            <div key={i} className="author-row">
              <select aria-label={`${L.weekDay} ${i + 1}`} value={r.weekDay} onChange={(e) => setRow(i, { weekDay: Number(e.target.value) })}>
                {/* Monday first, as a school week reads. */}
                {[1, 2, 3, 4, 5, 6, 0].map((d) => (
                  <option key={d} value={d}>
                    {T.home.weekDays[d]}
                  </option>
                ))}
              </select>
              <input type="time" aria-label={`${L.time} ${i + 1}`} value={r.time} onChange={(e) => setRow(i, { time: e.target.value })} />
              <button type="button" className="author-icon" aria-label={`${L.removeSlot} ${i + 1}`} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                ✕
              </button>
            </div>
          ))}
          <Button type="button" variant="secondary" onClick={() => setRows([...rows, { weekDay: 1, time: '16:00' }])}>
            + {L.addSlot}
          </Button>
        </fieldset>
        <Button type="submit" disabled={isLoading}>
          {L.saveGroup}
        </Button>
      </form>
    </li>
  );
}

/** The groups that take the course: each one's meeting link ('Онлайн урок' in the students' menu) and timetable. */
export function CourseGroups({ courseId }: { courseId: number }) {
  const { data: groups } = useGetCourseGroupsQuery(courseId);
  if (!groups) return null;
  return (
    <section className="author-groups" aria-label={L.groups}>
      <h2>{L.groups}</h2>
      {groups.length === 0 ? (
        <p>{L.noGroups}</p>
      ) : (
        <ul className="author-list">
          {groups.map((g) => (
            // Keyed by content too: after a save the form starts again from what the server holds.
            <GroupForm key={`${g.id}-${g.webMeetingUrl ?? ''}-${JSON.stringify(g.schedules)}`} group={g} />
          ))}
        </ul>
      )}
    </section>
  );
}
