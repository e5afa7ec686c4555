import { TFun } from '@school/contracts';

/** The not-public image for someone else's private project. */
export function PrivateNotice() {
  return (
    <div className="fs-private" data-testid="not-public">
      <svg width="160" height="120" viewBox="0 0 160 120" role="img" aria-label={TFun.notPublic}>
        <rect x="40" y="50" width="80" height="60" rx="10" fill="#6c4df6" />
        <path d="M58 50 V36 a22 22 0 0 1 44 0 V50" stroke="#6c4df6" strokeWidth="10" fill="none" />
        <circle cx="80" cy="78" r="8" fill="#fff" />
        <rect x="77" y="80" width="6" height="16" rx="3" fill="#fff" />
      </svg>
      <p>{TFun.notPublic}</p>
    </div>
  );
}
