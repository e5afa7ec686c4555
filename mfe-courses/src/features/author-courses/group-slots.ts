import type { ScheduleSlotDto } from '@school/contracts';
import { formatClock, shiftWeekSlot } from '../../lib/week-slot';

/** A timetable row as the author edits it: a week day and "HH:MM" in the author's own time zone. */
export interface LocalSlot {
  weekDay: number;
  time: string;
}

/** Stored slots (UTC) as the author reads them (offsetMinutes as from Date.getTimezoneOffset). */
export function toLocalRows(slots: readonly ScheduleSlotDto[], offsetMinutes: number): LocalSlot[] {
  return slots.map((s) => {
    // Date.getTimezoneOffset is UTC minus local: local time is UTC shifted back by it.
    const local = shiftWeekSlot(s, -offsetMinutes);
    return { weekDay: local.weekDay, time: formatClock(local.hour, local.minute) };
  });
}

/** The author's rows as stored (UTC); a time the input left empty or malformed is sent as is, for the server to refuse. */
export function toStoredSlots(rows: readonly LocalSlot[], offsetMinutes: number): ScheduleSlotDto[] {
  return rows.map((r) => {
    const [hour, minute] = r.time.split(':').map((n) => (/^\d{1,2}$/.test(n) ? Number(n) : -1));
    if (hour === undefined || minute === undefined || hour < 0 || minute < 0) return { weekDay: r.weekDay, hour: -1, minute: -1 };
    return shiftWeekSlot({ weekDay: r.weekDay, hour, minute }, offsetMinutes);
  });
}
