import { useEffect, useRef } from 'react';
import { ApiPaths, Role, type DataResponse, type TimezoneUpdate } from '@school/contracts';
import { baseApi, decodeToken, selectRole, selectToken, selectUser, useAppSelector } from '@school/api-client';
import { currentTimeZone, needsReport, timezoneUpdate, utcOffset } from './timezone';

const timezoneApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportTimezone: build.mutation<boolean, { userId: number; body: TimezoneUpdate }>({
      query: ({ userId, body }) => ({ url: ApiPaths.timezone(userId), method: 'POST', body }),
      transformResponse: (r: DataResponse<boolean>) => r.data,
    }),
  }),
});

/** How often a change of zone (travel, daylight saving) is looked for while the page stays open. */
const CHECK_EVERY_MS = 60_000;

/** Sends the student's time zone after login and when it changes (POST .../profile/{id}/timezone). */
export function TimezoneReporter() {
  const user = useAppSelector(selectUser);
  const role = useAppSelector(selectRole);
  const [report] = timezoneApi.useReportTimezoneMutation();
  const last = useRef<{ userId: number; key: string } | null>(null);
  const token = useAppSelector(selectToken);
  // A teacher acting for a student is at the teacher's clock: nothing is reported for the student.
  const acting = !!(token && (decodeToken(token) as { act?: number } | null)?.act);
  const userId = role === Role.Student && !acting ? (user?.user_id ?? 0) : 0;

  useEffect(() => {
    if (!userId) return;
    const check = () => {
      const now = new Date();
      const zone = currentTimeZone(now);
      const key = `${zone} ${utcOffset(now)}`;
      if (!needsReport(last.current, userId, key)) return;
      last.current = { userId, key };
      report({ userId, body: timezoneUpdate(now, zone) })
        .unwrap()
        .catch((e: unknown) => {
          // Tried again at the next check.
          last.current = null;
          console.error('timezone report failed', e);
        });
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [userId, report]);

  return null;
}
