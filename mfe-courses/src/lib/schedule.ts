import { T, type ScheduleDto } from '@school/contracts';
import { formatClock, shiftWeekSlot, type WeekSlot } from './week-slot';

type Slot = Pick<ScheduleDto, 'weekDay' | 'hour' | 'minute'>;

/**
 * Timetable slots are stored in UTC; a badge shows them in the viewer's time zone
 * (offsetMinutes as from Date.getTimezoneOffset, so Moscow is -180).
 */
export function toLocalSlot(slot: Slot, offsetMinutes: number): WeekSlot {
  return shiftWeekSlot(slot, -offsetMinutes);
}

export const formatTime = formatClock;

/**
 * The badge of one slot in the viewer's time ('Пн 17:00' in Moscow for Monday 14:00 UTC): the one
 * rendering of a timetable for students' course cards and teachers' group cards alike.
 */
export function slotLabel(slot: Slot, offsetMinutes = new Date().getTimezoneOffset()): string {
  const local = toLocalSlot(slot, offsetMinutes);
  return `${T.home.weekDays[local.weekDay]} ${formatTime(local.hour, local.minute)}`;
}

/** Filled segments of the 50-segment progress bar. */
export function progressSegments(passed: number, total: number, segments: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(passed, total) / total) * segments);
}
