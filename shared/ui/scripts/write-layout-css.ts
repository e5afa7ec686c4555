/** `npm run gen:css`: writes shared/ui/src/layout.generated.css from the contracts' constants. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LAYOUT_CSS_FILE, layoutVariablesCss } from '../src/layout-variables';

const file = path.join(__dirname, '..', 'src', LAYOUT_CSS_FILE);
const text = layoutVariablesCss();
let old = '';
try {
  old = readFileSync(file, 'utf8');
} catch {
  // not written yet
}
if (old === text) console.log(`${LAYOUT_CSS_FILE} is up to date`);
else {
  writeFileSync(file, text);
  console.log(`updated: ${path.relative(process.cwd(), file)}`);
}
