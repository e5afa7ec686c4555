import fp from 'fastify-plugin';
import { aiOptionsFromEnv, type AiChatOptions } from './config';
import { createChatsRepository } from './chats-repository';
import { createProvider } from './provider';
import { createQuota } from './quota';
import { createRateLimiter } from './rate-limit';
import aichatRoutes from './routes';

/**
 * The aichat domain: the AI tutor. Any OpenAI-compatible server (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL), streamed; without one the offline rules of no-llm/ still explain errors.
 */
export default fp<Partial<AiChatOptions>>(
  async (app, overrides) => {
    const options = { ...aiOptionsFromEnv(), ...overrides };
    const chats = createChatsRepository(app);
    const quota = createQuota(app, options.dailyTokens, app.redis);
    const provider = options.baseUrl ? createProvider({ ...options, baseUrl: options.baseUrl }) : null;
    const allow = createRateLimiter(options.ratePerMinute, app.redis);
    await app.register(aichatRoutes, { learning: app.learningReader, chats, quota, provider, allow, options });
  },
  {
    name: 'aichat',
    // What it uses of other plugins, checked at start: a deployment that lacks one does not boot.
    // Tasks, access and answers come only through the learning domain's public reader, which the
    // gateway mounts in every deployment (the learning plugin itself need not be there).
    dependencies: ['orm', 'auth-hook', 'teaching', 'learning-reader', 'redis'],
  },
);
