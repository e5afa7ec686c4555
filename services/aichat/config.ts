/** The tutor's configuration (README, "Configuration"). */
export interface AiChatOptions {
  /** OpenAI-compatible server, e.g. http://localhost:11434/v1 (Ollama); null: the tutor works without a model. */
  baseUrl: string | null;
  apiKey: string;
  model: string;
  /** Tokens one student may use per UTC day. */
  dailyTokens: number;
  /** A provider silent this long (before the first token or between tokens) counts as failed. */
  timeoutMs: number;
  /** Messages one student may send per minute. */
  ratePerMinute: number;
}

export function aiOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): AiChatOptions {
  return {
    baseUrl: env.AI_BASE_URL || null,
    apiKey: env.AI_API_KEY || 'not-needed',
    model: env.AI_MODEL || 'llama3.2',
    dailyTokens: Number(env.AI_DAILY_TOKENS ?? 20000),
    timeoutMs: Number(env.AI_TIMEOUT_MS ?? 30000),
    ratePerMinute: Number(env.AI_RATE_PER_MINUTE ?? 20),
  };
}
