import type { BlockOp } from '@school/scratchjr-engine';

/** Picture of each block (white on the category colour), in a 32 x 32 box. */
const arrow = (rotate: number) => (
  <path d="M6 16 H22 M16 9 L23 16 L16 23" transform={`rotate(${rotate} 16 16)`} stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
);
const turn = (flip: boolean) => (
  <g transform={flip ? 'matrix(-1 0 0 1 32 0)' : undefined}>
    <path d="M8 22 A9 9 0 1 1 22 23" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
    <path d="M17 19 L23 24 L16 27" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
  </g>
);
const envelope = (
  <>
    <rect x="5" y="9" width="22" height="15" rx="2" fill="#fff" />
    <path d="M5 10 L16 18 L27 10" stroke="#555" strokeWidth="2" fill="none" />
  </>
);

const ICONS: Record<BlockOp, React.ReactNode> = {
  onFlag: (
    <>
      <path d="M9 5 V28" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M10 6 H25 L21 11 L25 16 H10 Z" fill="#22c55e" stroke="#fff" strokeWidth="2" />
    </>
  ),
  onTap: (
    <>
      <circle cx="16" cy="10" r="5" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M14 10 V24 L11 21 M14 16 H22 V26 H14" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  onBump: (
    <>
      <circle cx="10" cy="16" r="6" fill="#fff" />
      <circle cx="22" cy="16" r="6" fill="#fff" />
      <path d="M16 5 V10 M16 22 V27" stroke="#fff" strokeWidth="3" />
    </>
  ),
  onMessage: (
    <>
      {envelope}
      <path d="M16 2 V7" stroke="#fff" strokeWidth="3" />
    </>
  ),
  sendMessage: (
    <>
      {envelope}
      <path d="M24 4 L30 4 M27 1 L30 4 L27 7" stroke="#fff" strokeWidth="2" fill="none" />
    </>
  ),
  moveRight: arrow(0),
  moveLeft: arrow(180),
  moveUp: arrow(-90),
  moveDown: arrow(90),
  turnRight: turn(false),
  turnLeft: turn(true),
  hop: <path d="M4 26 Q16 -4 28 26" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />,
  goHome: <path d="M5 16 L16 6 L27 16 M9 14 V27 H23 V14" stroke="#fff" strokeWidth="3" fill="none" strokeLinejoin="round" />,
  say: <path d="M4 6 H28 V21 H14 L8 27 V21 H4 Z" fill="#fff" />,
  grow: (
    <>
      <rect x="4" y="14" width="9" height="9" fill="#fff" />
      <rect x="15" y="5" width="14" height="18" fill="none" stroke="#fff" strokeWidth="3" />
    </>
  ),
  shrink: (
    <>
      <rect x="4" y="5" width="14" height="18" fill="none" stroke="#fff" strokeWidth="3" />
      <rect x="20" y="14" width="9" height="9" fill="#fff" />
    </>
  ),
  resetSize: <rect x="8" y="8" width="16" height="16" fill="none" stroke="#fff" strokeWidth="3" strokeDasharray="4 2" />,
  hide: <path d="M4 16 Q16 4 28 16 Q16 28 4 16 Z M6 26 L26 6" stroke="#fff" strokeWidth="3" fill="none" />,
  show: (
    <>
      <path d="M4 16 Q16 4 28 16 Q16 28 4 16 Z" stroke="#fff" strokeWidth="3" fill="none" />
      <circle cx="16" cy="16" r="4" fill="#fff" />
    </>
  ),
  sound: <path d="M5 12 H11 L18 6 V26 L11 20 H5 Z M22 11 Q26 16 22 21 M25 8 Q31 16 25 24" stroke="#fff" strokeWidth="2.5" fill="#fff" fillOpacity="0.9" />,
  wait: (
    <>
      <circle cx="16" cy="17" r="11" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M16 10 V17 L21 20" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  stop: <path d="M11 4 H21 L28 11 V21 L21 28 H11 L4 21 V11 Z" fill="#fff" />,
  setSpeed: (
    <>
      <path d="M4 24 A12 12 0 0 1 28 24" stroke="#fff" strokeWidth="3" fill="none" />
      <path d="M16 24 L23 13" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  repeat: <path d="M8 10 H24 V22 H8 M12 6 L8 10 L12 14" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />,
  end: <rect x="8" y="8" width="16" height="16" rx="3" fill="#fff" />,
  forever: <path d="M6 16 C6 8 14 8 16 16 C18 24 26 24 26 16 C26 8 18 8 16 16 C14 24 6 24 6 16 Z" stroke="#fff" strokeWidth="3" fill="none" />,
  goToPage: (
    <>
      <rect x="6" y="5" width="18" height="23" rx="2" fill="#fff" />
      <path d="M10 12 H20 M10 17 H20 M10 22 H16" stroke="#555" strokeWidth="2" />
    </>
  ),
};

export function BlockIcon({ op, size = 32 }: { op: BlockOp; size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      {ICONS[op]}
    </svg>
  );
}
