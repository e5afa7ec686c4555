import { createCheckClient, listeningAddress } from './check-client';

describe('the check client reads where its service listens', () => {
  it('takes only the listening line, not a log line before it', () => {
    expect(listeningAddress('{"listening":"http://127.0.0.1:4100","sandbox":"process"}')).toBe('http://127.0.0.1:4100');
    expect(listeningAddress('{"level":40,"msg":"WARNING: bubblewrap is not available"}')).toBeUndefined();
    expect(listeningAddress('{"listening":42}')).toBeUndefined();
    expect(listeningAddress('not json')).toBeUndefined();
  });

  // A machine without bubblewrap (a newcomer's `npm start` before installing it): the service
  // logs its weak-wall warning first, and the gateway must still find it.
  it('starts a service that warns before it listens', async () => {
    const saved = process.env.CHECK_SANDBOX;
    process.env.CHECK_SANDBOX = 'process';
    const client = createCheckClient();
    try {
      await expect(client.warm()).resolves.toMatchObject({ sandbox: 'process' });
    } finally {
      await client.close();
      if (saved === undefined) delete process.env.CHECK_SANDBOX;
      else process.env.CHECK_SANDBOX = saved;
    }
  }, 120_000);
});
