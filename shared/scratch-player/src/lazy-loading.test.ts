import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { usesScratchFonts } from './scratch-fonts';
import { LAZY_VM_EXTENSION_LOADERS } from './vm-extensions';

const { LAZY_VM_EXTENSIONS, VM_SRC } = require('../rspack.js') as { LAZY_VM_EXTENSIONS: Record<string, string>; VM_SRC: string };

const sb3 = async (files: Record<string, string>) => {
  const zip = new JSZip();
  zip.file('project.json', '{"targets":[]}');
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
};

describe('lazily built parts of the player', () => {
  it('loads in the browser exactly the extensions the build stands in for', () => {
    expect(Object.keys(LAZY_VM_EXTENSION_LOADERS).sort()).toEqual(Object.keys(LAZY_VM_EXTENSIONS).sort());
  });

  it('stands in only for extensions the VM requires under those ids and folders', () => {
    const manager = readFileSync(path.join(VM_SRC, 'extension-support/extension-manager.js'), 'utf8');
    for (const [id, folder] of Object.entries(LAZY_VM_EXTENSIONS)) {
      expect(manager).toContain(`${id}: () => require('../extensions/${folder}')`);
    }
  });

  it('fetches the costume fonts only for a project with a text costume', async () => {
    const cat = '<svg xmlns="http://www.w3.org/2000/svg"><g font-family="none"><path d="M0 0h10v10z"/></g></svg>';
    const title = '<svg xmlns="http://www.w3.org/2000/svg"><text font-family="Marker">Игра</text></svg>';
    expect(await usesScratchFonts(await sb3({ 'a.svg': cat, 'b.png': 'png' }))).toBe(false);
    expect(await usesScratchFonts(await sb3({ 'a.svg': cat, 'T.SVG': title }))).toBe(true);
    // Scratch 1 files and anything that is not a zip: fonts just in case.
    expect(await usesScratchFonts(new TextEncoder().encode('ScratchV02'))).toBe(true);
    expect(await usesScratchFonts(new Uint8Array([0x50, 0x4b, 1, 2, 3]))).toBe(true);
  });
});
