/**
 * A Fastify plugin whose setup has nothing to await, loaded as an async plugin. avvio lets a synchronous
 * plugin's throw escape (an uncaught exception, and app.ready() times out); here a throw rejects the
 * plugin's promise, as it would from an `async` function, so app.ready() fails with it. The plugin keeps
 * the setup's name (Fastify names plugins by it in its errors and printPlugins()).
 */
export function asyncPlugin<Args extends unknown[]>(setup: (...args: Args) => void): (...args: Args) => Promise<void> {
  const plugin = (...args: Args) =>
    new Promise<void>((resolve) => {
      setup(...args);
      resolve();
    });
  return Object.defineProperty(plugin, 'name', { value: setup.name });
}
