import { isNavLinkActive } from './nav-link-active';

describe('sidebar links with a query', () => {
  it('marks only the group on screen', () => {
    expect(isNavLinkActive('/teacher/group?groupId=1', '/teacher/group', '?groupId=1')).toBe(true);
    expect(isNavLinkActive('/teacher/group?groupId=2', '/teacher/group', '?groupId=1')).toBe(false);
  });
  it('ignores parameters the link does not name (the lesson chosen on the group page)', () => {
    expect(isNavLinkActive('/teacher/group?groupId=1', '/teacher/group', '?groupId=1&lessonId=7')).toBe(true);
  });
  it('needs the same path', () => {
    expect(isNavLinkActive('/teacher/group?groupId=1', '/check', '?groupId=1')).toBe(false);
    expect(isNavLinkActive('/courses?courseId=3', '/courses', '?courseId=3')).toBe(true);
    expect(isNavLinkActive('/theory?courseId=3', '/courses', '?courseId=3')).toBe(false);
  });
});
