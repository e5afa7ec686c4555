/**
 * @jest-environment jsdom
 */
import { prefetchPythonFiles, pythonStartFiles, pyodideIndexUrl } from './pyodide-files';

describe('Pyodide files fetched ahead', () => {
  it('lists the worker and every Pyodide file under the index URL', () => {
    const files = pythonStartFiles();
    expect(files[0]).toMatch(/\/pythonWorker\.js$/);
    expect(files.slice(1).every((f) => f.startsWith(pyodideIndexUrl()))).toBe(true);
    expect(files.map((f) => f.split('/').pop())).toEqual(expect.arrayContaining(['pyodide.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip']));
  });

  it('adds one CORS prefetch link per file, once however often it is asked', () => {
    prefetchPythonFiles();
    prefetchPythonFiles();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((l) => l.href)).toEqual(pythonStartFiles());
    expect(links.every((l) => l.crossOrigin === 'anonymous')).toBe(true);
  });
});
