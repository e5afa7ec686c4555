/** A weekly slot of a group's timetable; weekDay is 0 Sunday ... 6 Saturday (UTC). */
export interface WeeklySlot {
  weekDay: number;
  hour: number;
  minute: number;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Dates of the first `count` lessons: the group's weekly slots in time order, from its start.
 * Pure, so the active-course rule ("nearest upcoming lesson") is testable without a clock.
 */
export function lessonDates(startsAt: Date | null, slots: WeeklySlot[], count: number): (Date | null)[] {
  if (!startsAt || slots.length === 0) return Array.from({ length: count }, () => null);
  const dates: Date[] = [];
  const dayStart = Date.UTC(startsAt.getUTCFullYear(), startsAt.getUTCMonth(), startsAt.getUTCDate());
  const ordered = [...slots].sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute));
  for (let day = 0; dates.length < count; day++) {
    const date = new Date(dayStart + day * DAY_MS);
    for (const slot of ordered) {
      if (slot.weekDay !== date.getUTCDay()) continue;
      const at = new Date(dayStart + day * DAY_MS + (slot.hour * 60 + slot.minute) * 60_000);
      if (at.getTime() >= startsAt.getTime() && dates.length < count) dates.push(at);
    }
    if (day > 366 * 10) break; // no slot ever matches: stop rather than loop forever
  }
  return Array.from({ length: count }, (_, i) => dates[i] ?? null);
}
