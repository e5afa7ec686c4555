import { BrandMode } from '@school/contracts';
import { checkRemoteManifest, type ManifestCheck } from '@school/contracts/src/manifest-schema';

export interface RuntimeConfig {
  brandMode: BrandMode;
  remoteManifestUrl: string;
}

/** The URL of the runtime config; a deployment may serve it anywhere (build-time override). */
const CONFIG_URL = process.env.APP_CONFIG_URL as string;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const res = await fetch(CONFIG_URL, { cache: 'no-cache' });
    const data = (await res.json()) as Partial<RuntimeConfig>;
    return {
      brandMode: data.brandMode === BrandMode.OnlinePlatform ? BrandMode.OnlinePlatform : BrandMode.Default,
      remoteManifestUrl: data.remoteManifestUrl ?? '/remotes.json',
    };
  } catch {
    return { brandMode: BrandMode.Default, remoteManifestUrl: '/remotes.json' };
  }
}

/**
 * Fetches the remote manifest and checks it at run time: 'unavailable' when it cannot be fetched,
 * otherwise the validator's verdict (a body that is not JSON is malformed too).
 */
export async function loadRemoteManifest(url: string): Promise<ManifestCheck | 'unavailable'> {
  let res: Response;
  try {
    res = await fetch(url, { cache: 'no-cache' });
  } catch {
    return 'unavailable';
  }
  if (!res.ok) return 'unavailable';
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { ok: false, errors: ['the manifest is not JSON'] };
  }
  return checkRemoteManifest(body);
}
