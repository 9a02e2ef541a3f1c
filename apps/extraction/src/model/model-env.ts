import { z } from 'zod';
import { ConfigError, parseEnv } from '@mise/platform-config';

/**
 * The operator's own model, the import chain's last strategy: any OpenAI-compatible chat endpoint
 * (a hosted one, or a local Ollama at http://localhost:11434/v1). Off unless the base URL is set.
 */
export const ModelEnv = z.object({
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1; `/chat/completions` is added. */
  EXTRACTION_MODEL_BASE_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//i.test(value), 'must be an http or https address')
    .optional(),
  /** Sent as a bearer token; a local server may need none. */
  EXTRACTION_MODEL_API_KEY: z.string().optional(),
  /** The model to ask: one that reads images for photos (e.g. gpt-4o-mini, llava). */
  EXTRACTION_MODEL_NAME: z.string().optional(),
});

export interface ModelSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** How long one answer may take; the import jobs' deadlines leave room for it. */
  timeoutMs: number;
}

/** One answer from the model may take this long: enough for a hosted model reading a photo. */
export const MODEL_TIMEOUT_MS = 30_000;

/** The model settings from the environment, or null when no endpoint is configured (the default). */
export function modelSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ModelSettings | null {
  const parsed = parseEnv(ModelEnv, env);
  if (!parsed.EXTRACTION_MODEL_BASE_URL) return null;
  if (!parsed.EXTRACTION_MODEL_NAME)
    throw new ConfigError(
      'Configuration error: EXTRACTION_MODEL_NAME is required when EXTRACTION_MODEL_BASE_URL is set',
    );
  return {
    baseUrl: parsed.EXTRACTION_MODEL_BASE_URL.replace(/\/+$/, ''),
    apiKey: parsed.EXTRACTION_MODEL_API_KEY,
    model: parsed.EXTRACTION_MODEL_NAME,
    timeoutMs: MODEL_TIMEOUT_MS,
  };
}
