import { leaveSplitScreenUrl, splitScreenUrl } from './splitScreen';

it('keeps the query string', () => {
  expect(splitScreenUrl('/demo', '?a=1&b=2')).toBe('/split/demo?a=1&b=2');
  expect(splitScreenUrl('/split/demo', '?a=1')).toBe('/split/demo?a=1');
  expect(leaveSplitScreenUrl('/split/demo', '?a=1')).toBe('/demo?a=1');
});
