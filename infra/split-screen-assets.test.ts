import { splitScreenAssetUrl } from './split-screen-assets';

describe('the standalone remote server under /split/', () => {
  it('serves the page’s own files from the root, with their query', () => {
    expect(splitScreenAssetUrl('/split/main.js')).toBe('/main.js');
    expect(splitScreenAssetUrl('/split/9183.a22ead11289b.js')).toBe('/9183.a22ead11289b.js');
    expect(splitScreenAssetUrl('/split/excalidraw/fonts/Virgil/Virgil-Regular.woff2?v=1')).toBe('/excalidraw/fonts/Virgil/Virgil-Regular.woff2?v=1');
  });

  it('leaves pages, other paths and dot segments alone', () => {
    expect(splitScreenAssetUrl('/split/demo')).toBe('/split/demo');
    expect(splitScreenAssetUrl('/split/demo?collab=1&collabId=a.b')).toBe('/split/demo?collab=1&collabId=a.b');
    expect(splitScreenAssetUrl('/main.js')).toBe('/main.js');
    expect(splitScreenAssetUrl('/splitx/main.js')).toBe('/splitx/main.js');
    expect(splitScreenAssetUrl('/split/../secret.txt')).toBe('/split/../secret.txt');
  });
});
