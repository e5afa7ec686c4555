import { startAll, stopAll } from './servers';

export default async function globalSetup() {
  try {
    await startAll();
  } catch (error) {
    // Playwright runs no teardown after a failed setup: nothing may be left running.
    stopAll();
    throw error;
  }
}
