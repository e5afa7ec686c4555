import { TAuthor, type ScheduleSlotDto } from '@school/contracts';
import { badRequest } from '../core/http-error';

/** The meeting link as stored: trimmed, empty is none; anything but an http(s) link is refused in Russian. */
export function checkMeetingUrl(raw: string | null): string | null {
  const url = raw?.trim() ?? '';
  if (!url) return null;
  if (!/^https?:\/\/[^\s/]+\S*$/i.test(url)) throw badRequest(TAuthor.server.badMeetingUrl, 'BAD_MEETING_URL');
  return url;
}

const inRange = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;

/** A timetable as stored (UTC, weekDay 0 is Sunday): every slot in range and none twice, in week order. */
export function checkSlots(slots: readonly ScheduleSlotDto[]): ScheduleSlotDto[] {
  if (!slots.every((s) => inRange(s.weekDay, 6) && inRange(s.hour, 23) && inRange(s.minute, 59))) {
    throw badRequest(TAuthor.server.badSlot, 'BAD_SCHEDULE_SLOT');
  }
  const key = (s: ScheduleSlotDto) => (s.weekDay * 24 + s.hour) * 60 + s.minute;
  if (new Set(slots.map(key)).size !== slots.length) throw badRequest(TAuthor.server.duplicateSlot, 'DUPLICATE_SCHEDULE_SLOT');
  return [...slots].sort((a, b) => key(a) - key(b));
}
