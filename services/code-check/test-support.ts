import type { PageSource, PageVerdict } from '@school/web-checks';
import { createCheckClient, type CheckClient } from './check-client';
import { checkPage } from './js/page-verifier';

/**
 * The check service as the gateway starts it, for one test file: started and warm before its tests
 * (a first start on a machine also makes the Python snapshot), closed after them.
 */
export function checkServiceForTests(): { readonly client: CheckClient } {
  const service = {} as { client: CheckClient };
  beforeAll(async () => {
    service.client = createCheckClient();
    await service.client.warm();
  }, 300_000);
  afterAll(() => service.client.close());
  return service;
}

/** A page's verdict; the test fails when the service could not judge it (busy or down). */
export async function judgedPage(client: CheckClient, source: PageSource, check: string): Promise<PageVerdict> {
  const verdict = await checkPage(client, source, check);
  if (!('messages' in verdict)) throw new Error(verdict.message);
  return verdict;
}
