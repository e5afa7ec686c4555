import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LAYOUT_CSS_FILE, layoutVariablesCss } from './layout-variables';

describe('layout sizes reach the style sheets from the contracts', () => {
  it('layout.generated.css is what the constants make (npm run gen:css writes it)', () => {
    expect(readFileSync(path.join(__dirname, LAYOUT_CSS_FILE), 'utf8')).toBe(layoutVariablesCss());
  });

  it('theme.css, which every app loads, imports it first', () => {
    const theme = readFileSync(path.join(__dirname, 'theme.css'), 'utf8');
    expect(theme.startsWith(`@import './${LAYOUT_CSS_FILE}';`)).toBe(true);
  });
});
