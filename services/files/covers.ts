import { projectTypeName } from '@school/contracts';

const PALETTE = [
  ['#ff9a8b', '#ff6a88'], ['#a1c4fd', '#c2e9fb'], ['#84fab0', '#8fd3f4'], ['#fccb90', '#d57eeb'],
  ['#e0c3fc', '#8ec5fc'], ['#f6d365', '#fda085'], ['#5ee7df', '#b490ca'], ['#c3cfe2', '#f5f7fa'],
  ['#fddb92', '#d1fdff'], ['#9890e3', '#b1f4cf'], ['#ebc0fd', '#d9ded8'], ['#96fbc4', '#f9f586'],
  ['#2af598', '#009efd'], ['#cd9cf2', '#f6f3ff'],
] as const;

const SHAPES = [
  (c: string) => `<circle cx="320" cy="90" r="60" fill="${c}" opacity=".5"/>`,
  (c: string) => `<rect x="40" y="40" width="90" height="90" rx="16" fill="${c}" opacity=".5" transform="rotate(15 85 85)"/>`,
  (c: string) => `<path d="M300 200 L360 80 L420 200 Z" fill="${c}" opacity=".5"/>`,
];

/** One of the recommended covers (n 0-13) of a project type: a generated SVG. */
export function coverSvg(type: number, n: number): string {
  const [a, b] = PALETTE[n % PALETTE.length];
  const shape = SHAPES[(n + type) % SHAPES.length]('#ffffff');
  const label = projectTypeName(type).replace(/[<>&]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/>` +
    `<stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="400" height="240" fill="url(#g)"/>` +
    shape +
    `<text x="24" y="212" font-family="sans-serif" font-size="30" font-weight="700" fill="#1f2a44">${label}</text></svg>`
  );
}
