/** The first .sb3 among a task's or project's files (name or URL ending in .sb3, else the first file). */
export function sb3UrlOf(files: readonly { name: string; url: string }[]): string | null {
  const sb3 = files.find((f) => /\.sb3$/i.test(f.name) || /\.sb3(\?|$)/i.test(f.url));
  return sb3?.url ?? null;
}
