import { AI_PANEL_MIN_WIDTH_PX, HEADER_HEIGHT_PX, SIDE_PANEL_MIN_WIDTH_REM, SIDEBAR_WIDTH_REM, TRENDING_CARD_WIDTH_PX } from '@school/contracts';

/** Layout sizes of the specification as CSS custom properties: style sheets read them, never repeat them. */
export const LAYOUT_VARIABLES: Readonly<Record<string, string>> = {
  '--sidebar-width': `${SIDEBAR_WIDTH_REM}rem`,
  '--header-height': `${HEADER_HEIGHT_PX}px`,
  '--side-panel-min-width': `${SIDE_PANEL_MIN_WIDTH_REM}rem`,
  '--trending-card-width': `${TRENDING_CARD_WIDTH_PX}px`,
  '--ai-panel-min-width': `${AI_PANEL_MIN_WIDTH_PX}px`,
};

export const LAYOUT_CSS_FILE = 'layout.generated.css';

/** The text of layout.generated.css (imported by theme.css), made from the contracts' constants. */
export function layoutVariablesCss(): string {
  const lines = Object.entries(LAYOUT_VARIABLES).map(([name, value]) => `  ${name}: ${value};`);
  return `/* Generated from @school/contracts constants by \`npm run gen:css\`: edit the constants, not this file. */\n:root {\n${lines.join('\n')}\n}\n`;
}
