import fp from 'fastify-plugin';
import { aiOptionsFromEnv, type AiChatOptions } from './config';
import { createChatsRepository } from './chats-repository';
import { createProvider } from './provider';
import { createQuota } from './quota';
import { createRateLimiter } from './rate-limit';
import aichatRoutes from './routes';
import { createTasksRepository } from '../learning/tasks-repository';
import { createProgressRepository } from '../learning/progress-repository';

/**
 * The aichat domain: the AI tutor. Any OpenAI-compatible server (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL), streamed; without one the offline rules of no-llm/ still explain errors.
 */
export default fp<Partial<AiChatOptions>>(
  async (app, overrides) => {
    const options = { ...aiOptionsFromEnv(), ...overrides };
    const chats = createChatsRepository(app);
    const quota = createQuota(app, options.dailyTokens, options.redisUrl);
    const provider = options.baseUrl ? createProvider({ ...options, baseUrl: options.baseUrl }) : null;
    const allow = createRateLimiter(options.ratePerMinute);
    // Mounted with learning: its repositories; deployed alone (SERVICES=aichat): the same code on this instance.
    const learning = {
      tasks: app.hasDecorator('tasks') ? app.tasks : createTasksRepository(app),
      progress: app.hasDecorator('progress') ? app.progress : createProgressRepository(app),
    };
    await app.register(aichatRoutes, { learning, chats, quota, provider, allow, options });
  },
  { name: 'aichat', dependencies: ['orm', 'auth-hook'] },
);
