#!/usr/bin/env node
// Regenerates the task kinds' lists (registry imports, verifiers, demo seeds, Russian names) from the "schoolTaskKind" field of the workspace packages.
import { createRequire } from 'node:module';

const { writeGenerated } = createRequire(import.meta.url)('../shared/build-config/kinds.js');
const changed = writeGenerated();
console.log(changed.length ? `updated: ${changed.join(', ')}` : 'generated kind files are up to date');
