import { awardBadge } from '../lib/project-rules';

/** Hackathon award badge 0-10 with its tooltip. */
export function AwardBadgeView({ place, grade }: { place: number | null; grade: string | null }) {
  const badge = awardBadge(place, grade);
  if (!badge) return null;
  return (
    <span className={`fs-award fs-award--${badge.kind}${badge.grade ? ` fs-award--${badge.grade}` : ''}`} title={badge.tooltip} data-testid="award-badge">
      {badge.label}
    </span>
  );
}
