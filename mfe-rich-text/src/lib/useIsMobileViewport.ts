import { useEffect, useState } from 'react';
import { MOBILE_MEDIA_QUERY } from './timings';

/** True while the viewport is within the editor's mobile breakpoint (1025 px, spec 9). */
export function useIsMobileViewport(): boolean {
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(MOBILE_MEDIA_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia?.(MOBILE_MEDIA_QUERY);
    if (!query) return;
    const onChange = () => setMobile(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mobile;
}
