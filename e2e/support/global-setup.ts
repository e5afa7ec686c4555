import { startAll } from './servers';

export default async function globalSetup() {
  await startAll();
}
