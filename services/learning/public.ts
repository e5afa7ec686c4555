/**
 * What other domains may use of learning besides its plugin (index.ts) and its reader (reader.ts):
 * the verifier and preview registries' types the code-check plugin registers into, and the stored
 * answer's parser. Imports from another domain go through here (lint: service-domain zones).
 */
export type { TaskVerifier, VerifierInput, VerifierResult } from './checks/verifiers';
export type { TaskPreview } from './checks/previews';
export { parseAnswer } from './tasks-repository';
