import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { createProjectsRepository } from './projects-repository';
import { createHackathonsRepository } from './hackathons-repository';
import projectRoutes from './project-routes';
import hackRoutes from './hack-routes';
import { HackProject, Project, ProjectLike, ProjectResource, ProjectText, ProjectView } from './entities';

export interface FunspaceOptions {
  /** How often the trash purge runs; 0 turns the timer off. */
  purgeIntervalMs?: number;
}

const HOUR_MS = 3600 * 1000;

function scratchStorageChunks(): string | null {
  try {
    const dir = path.join(path.dirname(require.resolve('scratch-storage')), '..', 'web', 'chunks');
    return existsSync(dir) ? dir : null;
  } catch {
    return null;
  }
}

/** The Fun Space domain: projects, likes, views, trending and hackathons. */
export default fp<FunspaceOptions>(
  async (app, opts) => {
    // What this domain's writes invalidate (rankings and lists), here and in every other process.
    app.cacheBus.feed([Project, ProjectLike, ProjectText, ProjectResource, HackProject], ['projects']);
    app.cacheBus.feed(ProjectView, ['project-counters']);
    app.decorate('projects', createProjectsRepository(app));
    app.decorate('hackathons', createHackathonsRepository(app));
    await app.register(projectRoutes);
    await app.register(hackRoutes);

    // scratch-storage fetches its fetch worker from /chunks/ at the site root.
    const chunks = scratchStorageChunks();
    if (chunks) {
      await app.register(fastifyStatic, { root: chunks, prefix: '/chunks/', decorateReply: false, wildcard: false });
    }

    // Trash older than the retention period is purged by a timer that lives as long as the app.
    const every = opts.purgeIntervalMs ?? HOUR_MS;
    let timer: NodeJS.Timeout | null = null;
    if (every > 0) {
      const purge = () =>
        app.projects.purgeTrash().then(
          (n) => n > 0 && app.log.info({ purged: n }, 'trash purged'),
          (err) => app.log.error({ err }, 'trash purge failed'),
        );
      app.addHook('onReady', () => {
        // Once at start (a server restarted more often than the interval still purges), then on the timer.
        void purge();
        timer = setInterval(() => void purge(), every);
        timer.unref();
      });
      app.addHook('onClose', () => {
        if (timer) clearInterval(timer);
      });
    }
  },
  // Checked at start: who teaches whom is the core teaching plugin (auth-hook mounts it), not the learning domain.
  { name: 'funspace', dependencies: ['orm', 'auth-hook', 'teaching'] },
);
