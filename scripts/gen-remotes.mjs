#!/usr/bin/env node
// Regenerates infra/remote-manifest.json, the shell's page ids and infra/k8s/remotes.generated.yaml from mfe-*/remote.config.ts.
import { createRequire } from 'node:module';

const { writeGenerated } = createRequire(import.meta.url)('../shared/build-config/remotes.js');
const changed = writeGenerated();
console.log(changed.length ? `updated: ${changed.join(', ')}` : 'generated files are up to date');
