// The front-end apps and where each is served; the single place the scripts read ports from.
export const SHELL_PORT = Number(process.env.PORT ?? 3000);

export const REMOTES = [
  { name: 'courses', dir: 'mfe-courses', port: 3001 },
  { name: 'funspace', dir: 'mfe-funspace', port: 3002 },
  { name: 'blocklyGames', dir: 'mfe-blockly-games', port: 3003 },
  { name: 'richText', dir: 'mfe-rich-text', port: 3004 },
  { name: 'aichat', dir: 'mfe-aichat', port: 3005 },
];

export const FRONTEND_DIRS = ['shell', ...REMOTES.map((r) => r.dir)];
