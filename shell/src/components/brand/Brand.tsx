import { BrandMode, T } from '@school/contracts';
import { useBrandMode } from './brand-context';

function DefaultIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden>
      <rect width="32" height="32" rx="9" fill="#6c4df6" />
      <path d="M11 11l-5 5 5 5M21 11l5 5-5 5M18 9l-4 14" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}

function OnlinePlatformIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden>
      <circle cx="16" cy="16" r="15" fill="#00b3a4" />
      <circle cx="16" cy="16" r="9" stroke="#fff" strokeWidth="2.4" fill="none" />
      <path d="M7 16h18M16 7c-4 5-4 13 0 18M16 7c4 5 4 13 0 18" stroke="#fff" strokeWidth="1.8" fill="none" />
    </svg>
  );
}

/** The logo of the brand mode chosen by configuration. */
export function Brand({ dark = false }: { dark?: boolean }) {
  const mode = useBrandMode();
  const online = mode === BrandMode.OnlinePlatform;
  return (
    <div className={`brand ${dark ? 'brand--dark' : ''}`} data-brand={mode}>
      {online ? <OnlinePlatformIcon /> : <DefaultIcon />}
      <span className="brand__title">{online ? T.brand.onlinePlatformTitle : T.brand.defaultTitle}</span>
    </div>
  );
}
