import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The editor's own library (library/library.js): every file exists, so nothing is fetched from outside. */
const library = require('../../library/library.js') as {
  sprites: { name: string; costumes: { file: string }[]; sounds: { file: string }[] }[];
  sounds: { file: string }[];
  backdrops: { file: string }[];
};

const GUI_DIST = path.dirname(require.resolve('@scratch/scratch-gui-standalone'));
const fileOf = (file: string) =>
  file.startsWith('pkg:') ? path.join(GUI_DIST, '..', 'src', 'lib', 'default-project', file.slice(4)) : path.join(__dirname, '..', '..', 'library', file);

describe('the Scratch library', () => {
  const files = [
    ...library.sprites.flatMap((s) => [...s.costumes, ...s.sounds]),
    ...library.sounds,
    ...library.backdrops,
  ].map((f) => f.file);

  it('has sprites, sounds and backdrops', () => {
    expect(library.sprites.length).toBeGreaterThanOrEqual(4);
    expect(library.sounds.length).toBeGreaterThanOrEqual(2);
    expect(library.backdrops.length).toBeGreaterThanOrEqual(4);
    for (const s of library.sprites) expect(s.costumes.length).toBeGreaterThan(0);
  });

  it('ships every file it lists; the package files are addressed by their md5 already', () => {
    for (const file of files) {
      const full = fileOf(file);
      expect(existsSync(full)).toBe(true);
      if (file.startsWith('pkg:')) expect(createHash('md5').update(readFileSync(full)).digest('hex')).toBe(path.basename(file.slice(4)).split('.')[0]);
    }
  });
});
