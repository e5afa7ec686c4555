/** A weekly time: day of the week (0 is Sunday, as Date.getDay) and time of day. */
export interface WeekSlot {
  weekDay: number;
  hour: number;
  minute: number;
}

const WEEK = 7 * 24 * 60;

/** The same moment seen `minutes` later in the week (wrapping around Sunday), e.g. a time zone's offset. */
export function shiftWeekSlot(slot: WeekSlot, minutes: number): WeekSlot {
  const at = (((slot.weekDay * 24 * 60 + slot.hour * 60 + slot.minute + minutes) % WEEK) + WEEK) % WEEK;
  return { weekDay: Math.floor(at / (24 * 60)), hour: Math.floor((at % (24 * 60)) / 60), minute: at % 60 };
}

export function formatClock(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
