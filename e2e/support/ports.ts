/** e2e servers run on their own ports so a running `npm start` does not collide. */
export const E2E_SHELL_PORT = 4000;
export const E2E_BASE_URL = `http://localhost:${E2E_SHELL_PORT}`;
export const E2E_JWT_SECRET = 'e2e-secret-for-signing-test-tokens-0123456789';

export const E2E_REMOTES = [
  { name: 'courses', dir: 'mfe-courses', port: 4001, devPort: 3001 },
  { name: 'funspace', dir: 'mfe-funspace', port: 4002, devPort: 3002 },
  { name: 'blocklyGames', dir: 'mfe-blockly-games', port: 4003, devPort: 3003 },
  { name: 'richText', dir: 'mfe-rich-text', port: 4004, devPort: 3004 },
  { name: 'aichat', dir: 'mfe-aichat', port: 4005, devPort: 3005 },
] as const;
export type RemoteName = (typeof E2E_REMOTES)[number]['name'];
