import type { CharacterKind } from '@school/scratchjr-engine';

/** Our own character library, drawn in a 64 x 64 box facing right. */
const ART: Record<CharacterKind, React.ReactNode> = {
  cat: (
    <>
      <path d="M14 22 L18 6 L28 18 Z M50 22 L46 6 L36 18 Z" fill="#f59e0b" stroke="#92400e" strokeWidth="2" />
      <ellipse cx="32" cy="30" rx="20" ry="17" fill="#fbbf24" stroke="#92400e" strokeWidth="2" />
      <ellipse cx="32" cy="52" rx="14" ry="10" fill="#fbbf24" stroke="#92400e" strokeWidth="2" />
      <circle cx="25" cy="27" r="3" fill="#1f2937" />
      <circle cx="40" cy="27" r="3" fill="#1f2937" />
      <path d="M30 35 L34 35 L32 38 Z" fill="#be185d" />
      <path d="M20 35 L8 33 M20 38 L8 40 M44 35 L56 33 M44 38 L56 40" stroke="#92400e" strokeWidth="1.5" />
    </>
  ),
  dog: (
    <>
      <ellipse cx="14" cy="24" rx="7" ry="13" fill="#92400e" />
      <ellipse cx="50" cy="24" rx="7" ry="13" fill="#92400e" />
      <circle cx="32" cy="28" r="18" fill="#d6a77a" stroke="#78350f" strokeWidth="2" />
      <ellipse cx="32" cy="53" rx="13" ry="9" fill="#d6a77a" stroke="#78350f" strokeWidth="2" />
      <circle cx="25" cy="24" r="3" fill="#1f2937" />
      <circle cx="39" cy="24" r="3" fill="#1f2937" />
      <ellipse cx="32" cy="33" rx="5" ry="4" fill="#1f2937" />
      <path d="M27 39 Q32 43 37 39" stroke="#78350f" strokeWidth="2" fill="none" />
    </>
  ),
  ball: (
    <>
      <circle cx="32" cy="32" r="24" fill="#ef4444" stroke="#7f1d1d" strokeWidth="2" />
      <path d="M8 32 H56 M32 8 Q46 32 32 56 M32 8 Q18 32 32 56" stroke="#fff" strokeWidth="3" fill="none" />
    </>
  ),
  star: (
    <path
      d="M32 4 L40 24 L61 24 L44 37 L51 58 L32 45 L13 58 L20 37 L3 24 L24 24 Z"
      fill="#facc15"
      stroke="#a16207"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  rocket: (
    <>
      <path d="M8 32 Q24 16 52 32 Q24 48 8 32 Z" fill="#e5e7eb" stroke="#374151" strokeWidth="2" />
      <path d="M52 32 L60 32" stroke="#374151" strokeWidth="2" />
      <path d="M16 22 L8 12 L22 22 Z M16 42 L8 52 L22 42 Z" fill="#ef4444" stroke="#7f1d1d" strokeWidth="1.5" />
      <circle cx="34" cy="32" r="6" fill="#38bdf8" stroke="#374151" strokeWidth="2" />
      <path d="M8 28 L1 32 L8 36 Z" fill="#f97316" />
    </>
  ),
  fish: (
    <>
      <path d="M10 32 Q30 10 52 32 Q30 54 10 32 Z" fill="#22d3ee" stroke="#155e75" strokeWidth="2" />
      <path d="M12 32 L2 20 L2 44 Z" fill="#06b6d4" stroke="#155e75" strokeWidth="2" />
      <circle cx="42" cy="28" r="3" fill="#1f2937" />
    </>
  ),
};

export function CharacterArt({ kind, size = 64 }: { kind: CharacterKind; size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      {ART[kind]}
    </svg>
  );
}
