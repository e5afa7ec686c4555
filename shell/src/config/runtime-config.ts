import { BrandMode, type RemoteManifest } from '@school/contracts';

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

export async function loadRemoteManifest(url: string): Promise<RemoteManifest> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remote manifest ${url}: ${res.status}`);
  return (await res.json()) as RemoteManifest;
}
