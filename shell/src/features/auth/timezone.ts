import type { TimezoneUpdate } from '@school/contracts';

/** The browser's IANA time zone, or its UTC offset when the browser names none. */
export function currentTimeZone(now = new Date(), resolved = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return resolved || `UTC${utcOffset(now)}`;
}

/** ±hh:mm of the local time at `now` (Date.getTimezoneOffset is minutes west of UTC). */
export function utcOffset(now: Date): string {
  const east = -now.getTimezoneOffset();
  const abs = Math.abs(east);
  return `${east < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The spec's timezone update: the zone and the student's local wall-clock time with its offset. */
export function timezoneUpdate(now: Date, timeZone: string): TimezoneUpdate {
  const p = (n: number) => String(n).padStart(2, '0');
  const local = `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}T${p(now.getHours())}:${p(now.getMinutes())}:${p(now.getSeconds())}`;
  return { timeZone, localTime: `${local}${utcOffset(now)}` };
}

/**
 * Sent once after login (a new user in this page) and again whenever the zone or its offset
 * changes (travel, daylight saving) while logged in; `last` is what this page sent for the user.
 */
export function needsReport(last: { userId: number; key: string } | null, userId: number, key: string): boolean {
  return !last || last.userId !== userId || last.key !== key;
}
