import { Logger } from '@nestjs/common';
import { z } from 'zod';
import { AppError, RecipeDraft } from '@mise/contracts';
import { decodeEntities } from '@mise/recipe-import';
import type { ModelSettings } from './model-env';

/** What the model is asked to answer: the recipe as JSON in the draft's own field names. */
const INSTRUCTIONS = [
  'You read recipes for a recipe app. Answer with one JSON object and nothing else:',
  '{"title": string, "description": string, "servings": number, "prep_time_minutes": number,',
  '"cook_time_minutes": number, "ingredients": string[], "method": string[], "notes": string}.',
  'Copy each ingredient line as the source writes it, amounts and units exactly (never convert or',
  'guess one); a group heading in an ingredient list is its own line wrapped in asterisks (*For the',
  'sauce*). Each method entry is one step. Use 0 or "" for what the source does not say.',
  'If there is no recipe, answer {"title": "", "ingredients": [], "method": []}.',
].join(' ');

/** The page text handed to the model is cut here: a recipe page's text is far shorter. */
const MAX_PAGE_CHARS = 40_000;

const ModelRecipe = z.object({
  title: z.string().default(''),
  description: z.string().default(''),
  servings: z.coerce.number().nonnegative().catch(0).default(0),
  prep_time_minutes: z.coerce.number().nonnegative().catch(0).default(0),
  cook_time_minutes: z.coerce.number().nonnegative().catch(0).default(0),
  ingredients: z.array(z.coerce.string()).catch([]).default([]),
  method: z.array(z.coerce.string()).catch([]).default([]),
  notes: z.string().catch('').default(''),
});

const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

type UserContent =
  string | Array<{ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }>;

/** A page's visible text, line by line: scripts, styles and markup gone, blocks on lines of their own. */
export function pageTextForModel(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|noscript|svg|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(?:br|\/?(?:p|div|li|ul|ol|h[1-6]|tr|section|article|header|footer|table))\b[^>]*>/gi, '\n')
      .replace(/<[^>]+>/g, ' '),
  )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, MAX_PAGE_CHARS);
}

/** The JSON object in an answer, with or without a code fence around it. */
function answerJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content)?.[1] ?? content;
  const start = fenced.indexOf('{');
  const end = fenced.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('the model answered without a JSON object');
  return JSON.parse(fenced.slice(start, end + 1)) as unknown;
}

/**
 * Asks an OpenAI-compatible chat endpoint (`POST {base}/chat/completions`) for the recipe in a
 * page's text or a photo, as JSON, and turns the answer into a draft whose reader is 'model'. Null
 * when the model finds no recipe; an error when the endpoint fails or answers something else.
 */
export class ModelReader {
  private readonly logger = new Logger('ExtractionModel');

  constructor(
    private readonly settings: ModelSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  readPage(html: string, url: string): Promise<RecipeDraft | null> {
    return this.ask(`The recipe page at ${url}, as text:\n\n${pageTextForModel(html)}`);
  }

  /** `image` is the base64 JPEG the photo job reads. */
  readPhoto(image: string): Promise<RecipeDraft | null> {
    return this.ask([
      { type: 'text', text: 'A photographed recipe or cookbook page:' },
      { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${image}` } },
    ]);
  }

  private async ask(content: UserContent): Promise<RecipeDraft | null> {
    const { baseUrl, apiKey, model, timeoutMs } = this.settings;
    const response = await this.fetchImpl(`${baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({
        model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the model endpoint answered HTTP ${response.status}`);
    const completion = ChatCompletion.parse(await response.json());
    const recipe = ModelRecipe.parse(answerJson(completion.choices[0].message.content ?? ''));
    const ingredients = recipe.ingredients.map((line) => line.trim()).filter(Boolean);
    const method = recipe.method.map((step) => step.trim()).filter(Boolean);
    if (!recipe.title.trim() || (ingredients.length === 0 && method.length === 0)) return null;
    this.logger.log(`${model} read a recipe (${ingredients.length} ingredients, ${method.length} steps)`);
    return RecipeDraft.parse({ ...recipe, ingredients, method, reader: 'model' });
  }
}

/** A local reader's failure the model may do better on: it found no recipe (not a fetch or queue fault). */
const isUnreadable = (error: unknown): boolean =>
  error instanceof AppError && (error.kind === 'Invalid' || error.kind === 'Unprocessable');

/**
 * The chain's last strategy. Runs the local reader; only when a model is configured and the local
 * reader found no recipe or flagged amounts (uncertain_amounts) is the model asked, and its draft
 * wins. When the model fails or finds nothing, the local outcome stands.
 */
export async function readWithModelLast<T extends RecipeDraft>(
  readLocally: () => Promise<T>,
  askModel: (() => Promise<T | null>) | null,
): Promise<T> {
  let local: T | null = null;
  let failure: unknown = null;
  try {
    local = await readLocally();
  } catch (error) {
    if (!askModel || !isUnreadable(error)) throw error;
    failure = error;
  }
  if (local && (!askModel || local.uncertain_amounts.length === 0)) return local;
  if (!askModel) throw failure;
  let answer: T | null = null;
  try {
    answer = await askModel();
  } catch (error) {
    new Logger('ExtractionModel').warn(`the model could not read the recipe: ${(error as Error).message}`);
  }
  if (answer) return answer;
  if (local) return local;
  throw failure;
}
