import { wantsPage } from './history-fallback';

describe('wantsPage', () => {
  it('is true for browser navigations', () => {
    expect(wantsPage('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(true);
    expect(wantsPage('TEXT/HTML; charset=utf-8')).toBe(true);
  });

  it('is false for fetches, scripts and workers', () => {
    expect(wantsPage(undefined)).toBe(false);
    expect(wantsPage('*/*')).toBe(false);
    expect(wantsPage('application/json')).toBe(false);
    expect(wantsPage('text/html-fragment')).toBe(false);
  });
});
