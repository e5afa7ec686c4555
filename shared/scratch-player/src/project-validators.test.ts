import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';

type Validate = (isSprite: boolean, input: unknown, callback: (error: unknown, result?: unknown) => void) => void;

const validateLoader = require('../build/project-validators.js') as (() => string) & { SCRATCH_PARSER_VALIDATE: string };
// scratch-parser's own validate (ajv 6 compiling the schemas at run time) against our build-time one.
const original = require(validateLoader.SCRATCH_PARSER_VALIDATE) as Validate;
const dir = mkdtempSync(path.join(tmpdir(), 'scratch-validate-'));
writeFileSync(path.join(dir, 'validate.js'), validateLoader());
const precompiled = require(path.join(dir, 'validate.js')) as Validate;

const CORPUS = path.join(__dirname, '..', '..', '..', 'e2e', 'fixtures', 'scratch-corpus');

const outcome = (validate: Validate, json: unknown) => {
  let out: unknown;
  validate(false, structuredClone(json), (error, result) => {
    out = error ? { valid: false } : { valid: true, version: (result as { projectVersion: number }).projectVersion };
  });
  return out;
};

describe('project validation compiled at build time (no eval in the page)', () => {
  it('accepts and rejects the corpus projects exactly as scratch-parser does, with the same version', async () => {
    const files = readdirSync(CORPUS).filter((f) => /\.sb[23]$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(30);
    let compared = 0;
    for (const file of files) {
      const zip = await JSZip.loadAsync(readFileSync(path.join(CORPUS, file)));
      const text = await zip.file('project.json')?.async('string');
      if (!text) continue;
      const json = JSON.parse(text) as Record<string, unknown>;
      const broken = { ...json, targets: 'none', objName: 5 };
      for (const input of [json, broken]) expect([file, outcome(precompiled, input)]).toEqual([file, outcome(original, input)]);
      expect(outcome(precompiled, json)).toEqual({ valid: true, version: file.endsWith('.sb2') ? 2 : 3 });
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(30);
  });
});
