import { selectUser, useAppSelector } from '@school/api-client';
import { Role, TFun } from '@school/contracts';
import { useGetHackEventsQuery } from '../lib/funspace-api';
import type { ReactNode } from 'react';
import { HackApplyBox } from './HackApplyBox';

const date = (iso: string) => new Date(iso).toLocaleDateString('ru-RU');

/** The hackathon list (also shown to visitors); a page may add a student's own details per hackathon. */
export function HackathonList({ studentInfo }: { studentInfo?: (userId: number, hackId: number) => ReactNode } = {}) {
  const { data } = useGetHackEventsQuery();
  const user = useAppSelector(selectUser);
  const student = user && user.role === Role.Student ? user.user_id : null;
  return (
    <div>
      <h2>{TFun.hackathons}</h2>
      <div className="fs-grid fs-grid--hacks">
        {(data ?? []).map((h) => (
          <div key={h.id} className="ui-card" data-testid="hackathon">
            <h3 style={{ marginTop: 0 }}>{h.title}</h3>
            <p>{h.desc}</p>
            <p className="fs-note">
              {date(h.startsAt)} — {date(h.endsAt)}
            </p>
            <p className="fs-note">{h.nominations.map((n) => n.title).join(' · ')}</p>
            {student && studentInfo?.(student, h.id)}
            {student && new Date(h.endsAt).getTime() > Date.now() && <HackApplyBox userId={student} hack={h} />}
          </div>
        ))}
      </div>
    </div>
  );
}
