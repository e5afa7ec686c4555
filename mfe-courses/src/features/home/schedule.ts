import type { ScheduleDto } from '@school/contracts';

/**
 * Timetable slots are stored in UTC; a badge shows them in the viewer's time zone
 * (offsetMinutes as from Date.getTimezoneOffset, so Moscow is -180).
 */
export function toLocalSlot(slot: ScheduleDto, offsetMinutes: number): { weekDay: number; hour: number; minute: number } {
  const week = 7 * 24 * 60;
  const utc = slot.weekDay * 24 * 60 + slot.hour * 60 + slot.minute;
  const local = (((utc - offsetMinutes) % week) + week) % week;
  return { weekDay: Math.floor(local / (24 * 60)), hour: Math.floor((local % (24 * 60)) / 60), minute: local % 60 };
}

export function formatTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Filled segments of the 50-segment progress bar. */
export function progressSegments(passed: number, total: number, segments: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(passed, total) / total) * segments);
}
