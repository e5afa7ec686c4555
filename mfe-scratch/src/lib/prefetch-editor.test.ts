/** @jest-environment jsdom */
import { editorScripts, prefetchScratchEditor } from './prefetch-editor';

const PAGE = `<!doctype html><html><head><script src="gui-base.js"></script></head>
<body><div id="app"></div><script src="scratch-gui-standalone.0123456789ab.js"></script><script src="editor-frame.js"></script></body></html>`;

describe('prefetching the Scratch editor', () => {
  it('reads the scripts of the editor page, resolved against it', () => {
    expect(editorScripts(PAGE, 'http://school.test/remotes/scratch/scratch/editor.html')).toEqual([
      'http://school.test/remotes/scratch/scratch/gui-base.js',
      'http://school.test/remotes/scratch/scratch/scratch-gui-standalone.0123456789ab.js',
      'http://school.test/remotes/scratch/scratch/editor-frame.js',
    ]);
  });

  it('adds one plain prefetch link per script, once however often it is asked, and tries again after a failure', async () => {
    const failing = jest.fn(async () => ({ ok: false, status: 503, text: async () => '' }));
    await prefetchScratchEditor(document, failing as unknown as typeof fetch);
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);

    const load = jest.fn(async () => ({ ok: true, status: 200, text: async () => PAGE }));
    await prefetchScratchEditor(document, load as unknown as typeof fetch);
    await prefetchScratchEditor(document, load as unknown as typeof fetch);
    expect(load).toHaveBeenCalledTimes(1);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((l) => l.href.split('/').pop())).toEqual(['gui-base.js', 'scratch-gui-standalone.0123456789ab.js', 'editor-frame.js']);
    expect(links.every((l) => !l.hasAttribute('crossorigin'))).toBe(true);
  });
});
