import { isBrowserSupported } from './browser-support';

describe('isBrowserSupported', () => {
  it('accepts current Chromium and Firefox', () => {
    expect(isBrowserSupported('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0.0.0 Safari/537.36', true)).toBe(true);
    expect(isBrowserSupported('Mozilla/5.0 (X11; rv:130.0) Gecko/20100101 Firefox/130.0', true)).toBe(true);
  });
  it('refuses Internet Explorer, old Chrome and missing features', () => {
    expect(isBrowserSupported('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', true)).toBe(false);
    expect(isBrowserSupported('Mozilla/5.0 Chrome/70.0.0.0 Safari/537.36', true)).toBe(false);
    expect(isBrowserSupported('Mozilla/5.0 Chrome/156.0.0.0', false)).toBe(false);
  });
});
