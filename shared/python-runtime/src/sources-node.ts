import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PythonSources } from './protocol';

/** The Python sources read from disk (Node: the server's check threads and tests). */
export function readPythonSources(): PythonSources {
  const dir = path.join(__dirname, 'py');
  return { turtle: readFileSync(path.join(dir, 'turtle.py'), 'utf8'), harness: readFileSync(path.join(dir, 'harness.py'), 'utf8') };
}
