/**
 * The shell's runtime config (/app-config.json): answered by the gateway in the embedded default,
 * written as a file into the shell's image for production (infra/docker/shell-config.ts).
 */
export function appConfigOf(brandMode: string) {
  return { brandMode, remoteManifestUrl: '/remotes.json' };
}
