/**
 * The run-time check of the remote manifest the shell fetches. Kept out of the contracts index:
 * only the shell needs it (TypeBox ships ES modules only, which the services' tests do not load).
 * The schema is plain JSON Schema checked by TypeBox's schema engine (typebox/schema): the
 * shell's first load pays about 12 KB gzip for it instead of about 30 KB with the type builders
 * and the compiler.
 */
import { Check, Errors } from 'typebox/schema';
import type { RemoteEntry, RemoteManifest } from './manifest';
import { isContractCompatible } from './workspace';

const moduleRef = {
  type: 'object',
  required: ['remote', 'module'],
  properties: { remote: { type: 'string', minLength: 1 }, module: { type: 'string', pattern: '^\\./\\w+$' } },
} as const;

export const RemoteManifestSchema = {
  type: 'object',
  required: ['remotes', 'pages', 'taskTypes'],
  properties: {
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'entry', 'contract'],
        properties: {
          name: { type: 'string', minLength: 1 },
          entry: { type: 'string', minLength: 1 },
          // A version that does not parse counts as incompatible, not as a malformed manifest.
          contract: { type: 'string' },
        },
      },
    },
    pages: { type: 'object', additionalProperties: moduleRef },
    taskTypes: { type: 'object', additionalProperties: moduleRef },
  },
} as const;

export type ManifestCheck =
  | {
      ok: true;
      manifest: RemoteManifest;
      /** Remotes built on another major version of the workspace contract: not to be loaded. */
      incompatible: RemoteEntry[];
    }
  | { ok: false; errors: string[] };

/**
 * Validates a fetched manifest. Malformed (wrong shape, or a page or task type naming a remote
 * the manifest does not list): `ok: false` with the reasons. Remotes built on another contract
 * major are listed apart, so the shell shows a message for their pages instead of rendering
 * modules with props they do not know.
 */
export function checkRemoteManifest(value: unknown): ManifestCheck {
  if (!Check(RemoteManifestSchema, value)) {
    const [, errors] = Errors(RemoteManifestSchema, value);
    return { ok: false, errors: errors.map((e) => `${e.instancePath || '/'}: ${e.message}`) };
  }
  const listed = new Set(value.remotes.map((r) => r.name));
  const dangling = [...Object.entries(value.pages), ...Object.entries(value.taskTypes)]
    .filter(([, ref]) => !listed.has(ref.remote))
    .map(([key, ref]) => `${key}: remote ${ref.remote} is not listed`);
  if (dangling.length > 0) return { ok: false, errors: dangling };
  return { ok: true, manifest: value, incompatible: value.remotes.filter((r) => !isContractCompatible(r.contract)) };
}
