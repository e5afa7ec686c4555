/**
 * e2e servers run on their own ports so a running `npm start` does not collide. E2E_PORT_BASE
 * moves the whole set (shell on the base, remotes on base+1..base+5) for parallel runs.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4000);
export const E2E_SHELL_PORT = BASE;
export const E2E_BASE_URL = `http://localhost:${E2E_SHELL_PORT}`;
export const E2E_JWT_SECRET = 'e2e-secret-for-signing-test-tokens-0123456789';
export const E2E_STATE_DIR_NAME = `e2e-${BASE}`;

export const E2E_REMOTES = [
  { name: 'courses', dir: 'mfe-courses', port: BASE + 1, devPort: 3001 },
  { name: 'funspace', dir: 'mfe-funspace', port: BASE + 2, devPort: 3002 },
  { name: 'blocklyGames', dir: 'mfe-blockly-games', port: BASE + 3, devPort: 3003 },
  { name: 'richText', dir: 'mfe-rich-text', port: BASE + 4, devPort: 3004 },
  { name: 'aichat', dir: 'mfe-aichat', port: BASE + 5, devPort: 3005 },
] as const;
export type RemoteName = (typeof E2E_REMOTES)[number]['name'];
