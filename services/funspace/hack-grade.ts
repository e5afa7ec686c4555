import { HackGrade } from '@school/contracts';

/**
 * A hackathon grade is never the student's choice: it comes from the student's age (profile) and
 * the hackathon's age bands, or from a teacher of the student.
 *
 * Bands: the hackathon's own (GET .../grades); a hackathon without bands uses DEFAULT_HACK_BANDS:
 *   Junior  up to 11 years
 *   Middle  12-13 years
 *   Senior  14 years and older
 * An age below the lowest band takes the lowest, above the highest the highest. Without a known
 * age the lowest band is given until a teacher sets the grade.
 */
export interface AgeBand {
  grade: HackGrade;
  minAge: number;
  maxAge: number;
}

export const DEFAULT_HACK_BANDS: readonly AgeBand[] = [
  { grade: HackGrade.Junior, minAge: 0, maxAge: 11 },
  { grade: HackGrade.Middle, minAge: 12, maxAge: 13 },
  { grade: HackGrade.Senior, minAge: 14, maxAge: 200 },
];

export function gradeForAge(age: number | null, eventBands: readonly AgeBand[]): HackGrade {
  const bands = [...(eventBands.length > 0 ? eventBands : DEFAULT_HACK_BANDS)].sort((a, b) => a.minAge - b.minAge);
  if (age === null) return bands[0].grade;
  const inBand = bands.find((b) => age >= b.minAge && age <= b.maxAge);
  if (inBand) return inBand.grade;
  return age < bands[0].minAge ? bands[0].grade : bands[bands.length - 1].grade;
}
