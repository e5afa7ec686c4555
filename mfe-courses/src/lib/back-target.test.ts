import { backTarget } from './back-target';

describe('back target', () => {
  const p = (q: string) => new URLSearchParams(q);
  it('follows the spec order', () => {
    expect(backTarget('/project', p('hackathon=1'), 3)).toBe('/funspace');
    expect(backTarget('/solve', p('hackathon=1&funbox=true'), 3)).toBe('/hackathons');
    expect(backTarget('/solve', p('funbox=true'), 3)).toBe('/funbox');
    expect(backTarget('/solve', p(''), 3)).toBe('/courses?courseId=3');
    expect(backTarget('/solve', p(''), null)).toBe('/');
  });
});
