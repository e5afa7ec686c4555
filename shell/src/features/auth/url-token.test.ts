import type { TokenPayload } from '@school/contracts';
import { decideUrlToken } from './url-token';

const claims: Record<string, TokenPayload> = {
  teacherA: { user: 'a', user_id: 1, role: 'teacher' },
  teacherB: { user: 'b', user_id: 2, role: 'teacher' },
  author: { user: 'c', user_id: 3, role: 'course_author' },
  student: { user: 'd', user_id: 4, role: 'student' },
};
const decode = (t: string) => claims[t] ?? null;

describe('decideUrlToken', () => {
  it('ignores pages other than demo, edit, check and project, and addresses without a token', () => {
    expect(decideUrlToken('/solve', '?token=teacherB', null, decode)).toEqual({ kind: 'none' });
    expect(decideUrlToken('/demo', '?taskId=1', null, decode)).toEqual({ kind: 'none' });
  });

  it('takes the course token on the project page too (block games spec 2.1)', () => {
    expect(decideUrlToken('/project', '?projectId=3&app=main&token=author', claims.student, decode)).toMatchObject({
      kind: 'store',
      token: 'author',
      cleanSearch: '?projectId=3&app=main',
    });
  });

  it('stores the token and removes it from the address', () => {
    expect(decideUrlToken('/demo', '?taskId=1&token=author', claims.student, decode)).toEqual({
      kind: 'store',
      token: 'author',
      cleanSearch: '?taskId=1',
    });
    expect(decideUrlToken('/check', '?token=teacherB', null, decode)).toEqual({ kind: 'store', token: 'teacherB', cleanSearch: '' });
  });

  it('forces logout and reload for a teacher token while a teacher is logged in', () => {
    expect(decideUrlToken('/check', '?studentId=3&token=teacherB', claims.teacherA, decode)).toEqual({ kind: 'logoutAndReload' });
  });

  it('drops an unreadable token without keeping it', () => {
    expect(decideUrlToken('/edit', '?token=garbage&taskId=2', null, decode)).toEqual({ kind: 'store', token: '', cleanSearch: '?taskId=2' });
  });
});
