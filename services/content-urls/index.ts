import fp from 'fastify-plugin';
import { fileHostRule, rewriteDeep } from './rewrite';
import { asyncPlugin } from '../core/async-plugin';

export interface ContentUrlsOptions {
  /** OLD_FILE_HOSTS: the hosts content may still point at. */
  oldHosts: readonly string[];
  /** FILES_PUBLIC_URL: the own files host and path (default /api/files on the school's origin). */
  filesBase: string;
}

/**
 * Content reads (task texts and files, theory, lesson resources, answers with rich text, projects,
 * shared and trending projects, hackathon materials) are all under these prefixes.
 */
const CONTENT_READS = /^\/api\/(course|student|bulk)\//;

/** Rewrites old file-host URLs in content on read (spec 5); no hook at all when none is configured. */
export default fp<ContentUrlsOptions>(
  asyncPlugin((app, opts) => {
    const rule = fileHostRule(opts.oldHosts, opts.filesBase);
    if (!rule) return;
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (request.method !== 'GET' || !CONTENT_READS.test(request.url)) return payload;
      return rewriteDeep(payload, rule);
    });
  }),
  { name: 'content-urls' },
);
