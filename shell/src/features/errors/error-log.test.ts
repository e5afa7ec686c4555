import { toErrorLog } from './error-log';

describe('toErrorLog', () => {
  it('keeps every field of the spec from an HTTP-like error', () => {
    const err = Object.assign(new Error('boom'), { status: 500, statusText: 'Internal', data: { a: 1 } });
    const log = toErrorLog(err, 'http://x/solve', new Date('2026-01-01T00:00:00Z'));
    expect(Object.keys(log).sort()).toEqual(
      ['data', 'message', 'name', 'stack', 'status', 'statusText', 'timestamp', 'url'].sort(),
    );
    expect(log).toMatchObject({ message: 'boom', name: 'Error', status: 500, statusText: 'Internal', data: { a: 1 } });
    expect(log.timestamp).toBe('2026-01-01T00:00:00.000Z');
  });

  it('reads a thrown string', () => {
    expect(toErrorLog('oops', 'u')).toMatchObject({ message: 'oops', name: 'Error', stack: null, status: null });
  });
});
