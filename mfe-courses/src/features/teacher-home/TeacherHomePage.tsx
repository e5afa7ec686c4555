import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GROUP_PROGRESS_ROUTE, REVIEW_QUEUE_ROUTE, T, TTeacher } from '@school/contracts';
import { Spinner } from '@school/ui';
import { useGetCitiesQuery, useGetTeacherGroupsQuery, useGetVenuesQuery } from './teacher-home-api';
import { slotLabel } from '../../lib/schedule';
import './teacher-home.css';

const L = TTeacher.home;

/** The teacher's home: their groups with course, schedule, size and work waiting for check; city and venue filters. */
export default function TeacherHomePage() {
  const [cityId, setCityId] = useState(0);
  const [venueId, setVenueId] = useState(0);
  const cities = useGetCitiesQuery();
  const venues = useGetVenuesQuery(cityId, { skip: !cityId });
  const { data: groups, isLoading, isError } = useGetTeacherGroupsQuery({ cityId: cityId || undefined, venueId: venueId || undefined });
  const awaiting = groups?.reduce((n, g) => n + g.awaitingCheck, 0) ?? 0;

  return (
    <section className="teacher-home">
      <header className="teacher-home__head">
        <h1>{L.title}</h1>
        <Link className={`teacher-home__queue${awaiting ? ' is-some' : ''}`} to={REVIEW_QUEUE_ROUTE}>
          {L.reviewQueue}: {awaiting}
        </Link>
      </header>
      <div className="teacher-home__filters">
        <label>
          {L.city}
          <select
            value={cityId}
            onChange={(e) => {
              setCityId(Number(e.target.value));
              setVenueId(0);
            }}
          >
            <option value={0}>{L.allCities}</option>
            {cities.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {L.venue}
          <select value={venueId} disabled={!cityId} onChange={(e) => setVenueId(Number(e.target.value))}>
            <option value={0}>{L.allVenues}</option>
            {venues.data?.map((v) => (
              <option key={v.id} value={v.id}>
                {v.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <p role="alert">{T.toast.error}</p>
      ) : !groups?.length ? (
        <p>{L.noGroups}</p>
      ) : (
        <div className="teacher-home__grid">
          {groups.map((g) => (
            <article key={g.id} className="ui-card teacher-group" data-testid="teacher-group">
              <h2>{g.title}</h2>
              <p className="teacher-group__course">{g.course.title}</p>
              <p className="teacher-group__place">{g.venue ? `${g.city?.title ?? ''}, ${g.venue.title}` : L.online}</p>
              <div className="teacher-group__schedule" aria-label={L.schedule}>
                {g.schedules.map((s, i) => (
                  // Stored in UTC: shown in the teacher's own time, like the students' course cards.
                  <span key={i} className="badge">
                    {slotLabel(s)}
                  </span>
                ))}
              </div>
              <p>{L.students(g.studentCount)}</p>
              <p className={g.awaitingCheck ? 'teacher-group__awaiting is-some' : 'teacher-group__awaiting'}>
                {g.awaitingCheck ? L.awaiting(g.awaitingCheck) : L.awaitingNone}
              </p>
              <Link className="teacher-group__open" to={`${GROUP_PROGRESS_ROUTE}?groupId=${g.id}`}>
                {L.openGroup}
              </Link>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
