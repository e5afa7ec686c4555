import type { TaskVerifier } from '../learning/public';
import type { CheckClient } from './check-client';

/**
 * A kind package's server verifier (the default export of its "schoolTaskKind".verifier module):
 * given the check service's client, the verifier the code-check plugin registers for the type.
 */
export type KindVerifierFactory = (client: CheckClient) => TaskVerifier;
