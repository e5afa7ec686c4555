import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PythonSources } from './protocol';

/** The Python sources read from disk (Node: the server's check threads and tests). */
export function readPythonSources(): PythonSources {
  const dir = path.join(__dirname, 'py');
  const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
  return { turtle: read('turtle.py'), turtleColors: read('_turtle_colors.py'), harness: read('harness.py') };
}
