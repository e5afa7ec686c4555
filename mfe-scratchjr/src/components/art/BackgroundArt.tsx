import { STAGE_HEIGHT, STAGE_WIDTH, type BackgroundId } from '@school/scratchjr-engine';

/** Our own backgrounds, drawn for the 480 x 360 stage. */
const ART: Record<BackgroundId, React.ReactNode> = {
  plain: <rect width={STAGE_WIDTH} height={STAGE_HEIGHT} fill="#ffffff" />,
  park: (
    <>
      <rect width={STAGE_WIDTH} height={STAGE_HEIGHT} fill="#bae6fd" />
      <circle cx="410" cy="60" r="30" fill="#fde047" />
      <rect y="250" width={STAGE_WIDTH} height="110" fill="#86efac" />
      <rect x="60" y="170" width="16" height="90" fill="#92400e" />
      <circle cx="68" cy="160" r="40" fill="#16a34a" />
      <rect x="330" y="190" width="14" height="70" fill="#92400e" />
      <circle cx="337" cy="180" r="32" fill="#22c55e" />
    </>
  ),
  space: (
    <>
      <rect width={STAGE_WIDTH} height={STAGE_HEIGHT} fill="#1e1b4b" />
      {[
        [40, 40],
        [120, 90],
        [200, 30],
        [300, 70],
        [420, 40],
        [80, 200],
        [260, 160],
        [380, 220],
        [440, 300],
        [150, 300],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2" fill="#fff" />
      ))}
      <circle cx="400" cy="110" r="36" fill="#f97316" />
      <ellipse cx="400" cy="110" rx="56" ry="10" fill="none" stroke="#fdba74" strokeWidth="4" />
    </>
  ),
  sea: (
    <>
      <rect width={STAGE_WIDTH} height={STAGE_HEIGHT} fill="#0ea5e9" />
      <rect y="300" width={STAGE_WIDTH} height="60" fill="#fde68a" />
      <path d="M60 300 Q50 260 70 230 Q60 270 80 300 Z M400 300 Q390 250 420 220 Q405 265 425 300 Z" fill="#15803d" />
      <circle cx="200" cy="120" r="6" fill="none" stroke="#e0f2fe" strokeWidth="2" />
      <circle cx="215" cy="95" r="4" fill="none" stroke="#e0f2fe" strokeWidth="2" />
    </>
  ),
  room: (
    <>
      <rect width={STAGE_WIDTH} height={STAGE_HEIGHT} fill="#fef3c7" />
      <rect y="270" width={STAGE_WIDTH} height="90" fill="#d97706" />
      <rect x="300" y="60" width="120" height="90" fill="#bae6fd" stroke="#78350f" strokeWidth="6" />
      <path d="M360 60 V150 M300 105 H420" stroke="#78350f" strokeWidth="4" />
      <rect x="50" y="200" width="110" height="70" rx="8" fill="#dc2626" />
    </>
  ),
};

export function BackgroundArt({ background }: { background: BackgroundId }) {
  return <>{ART[background]}</>;
}

/** A small picture of a background for the picker. */
export function BackgroundThumb({ background }: { background: BackgroundId }) {
  return (
    <svg viewBox={`0 0 ${STAGE_WIDTH} ${STAGE_HEIGHT}`} width={64} height={48} aria-hidden="true" focusable="false">
      <BackgroundArt background={background} />
    </svg>
  );
}
