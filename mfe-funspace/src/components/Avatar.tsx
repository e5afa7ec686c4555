import { AVATAR_NAMES, T, type AvatarName } from '@school/contracts';

const LOOK: Record<AvatarName, { skin: string; hair: string; shirt: string; long: boolean; old: boolean; anon: boolean }> = {
  anonm: { skin: '#cfd3dc', hair: '#9aa0ae', shirt: '#7b8194', long: false, old: false, anon: true },
  anonw: { skin: '#cfd3dc', hair: '#9aa0ae', shirt: '#9b8fb8', long: true, old: false, anon: true },
  kidm: { skin: '#ffd7b5', hair: '#6b3e1f', shirt: '#3fa9f5', long: false, old: false, anon: false },
  kidw: { skin: '#ffd7b5', hair: '#c8772e', shirt: '#ff7eb6', long: true, old: false, anon: false },
  teenm: { skin: '#f1c29b', hair: '#2b2b2b', shirt: '#4caf50', long: false, old: false, anon: false },
  teenw: { skin: '#f1c29b', hair: '#4a2c17', shirt: '#9c6ade', long: true, old: false, anon: false },
  oldm: { skin: '#eec7a6', hair: '#d9d9d9', shirt: '#5c6bc0', long: false, old: true, anon: false },
  oldw: { skin: '#eec7a6', hair: '#d9d9d9', shirt: '#ad5a8a', long: true, old: true, anon: false },
};

/** A drawn avatar by name; an unknown name shows 'Image not found'. */
export function Avatar({ name, size = 40 }: { name: string | null | undefined; size?: number }) {
  if (!name || !(AVATAR_NAMES as readonly string[]).includes(name)) {
    return (
      <span className="fs-avatar fs-avatar--missing" style={{ width: size, height: size }}>
        {T.project.imageNotFound}
      </span>
    );
  }
  const l = LOOK[name as AvatarName];
  return (
    <svg className="fs-avatar" width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={name} data-avatar={name}>
      <circle cx="32" cy="32" r="32" fill="#eef0fb" />
      <path d="M10 64 Q32 40 54 64 Z" fill={l.shirt} />
      {l.long && <rect x="16" y="18" width="32" height="30" rx="14" fill={l.hair} />}
      <circle cx="32" cy="28" r="14" fill={l.skin} />
      <path d={l.old ? 'M18 24 Q32 8 46 24 Q40 18 32 18 Q24 18 18 24 Z' : 'M18 26 Q20 10 32 12 Q44 10 46 26 Q40 18 32 18 Q24 18 18 26 Z'} fill={l.hair} />
      {l.anon ? (
        <text x="32" y="34" fontSize="14" textAnchor="middle" fill="#6b7085">?</text>
      ) : (
        <>
          <circle cx="27" cy="28" r="1.8" fill="#222" />
          <circle cx="37" cy="28" r="1.8" fill="#222" />
          <path d="M27 34 Q32 38 37 34" stroke="#222" strokeWidth="1.5" fill="none" />
        </>
      )}
      {l.old && <rect x="22" y="25" width="20" height="6" rx="3" fill="none" stroke="#444" strokeWidth="1.2" />}
    </svg>
  );
}
