import { createHash } from 'node:crypto';
import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { AppError, Messages, type SharedRecipe } from '@mise/contracts';
import { LruCache } from '@mise/platform-cache';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator';
import { renderSharePage, SHARE_NOT_FOUND_PAGE } from './share-page';

/** Where the share pages live: outside /api, a link a person opens. */
export const SHARE_PATH = 'share/:id';

/** The most the rendered pages kept in memory may weigh together (characters). */
const RENDERED_PAGE_CHARS = 16 * 1024 * 1024;

/** Recipe ids are positive 32-bit integers in the store. */
const RECIPE_ID = /^[1-9]\d{0,9}$/;
const MAX_RECIPE_ID = 2 ** 31 - 1;

interface RenderedPage {
  html: string;
  etag: string;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * GET /share/{id}: a public recipe as a page anyone can open, no sign-in, no app script. Every request
 * asks the recipes service for the recipe (so a change or a privacy switch shows at once); the page
 * rendered from that answer is kept, keyed by the answer itself, and its ETag answers a browser's
 * If-None-Match with 304. Anything not public is the same plain 404 page.
 */
@Controller()
export class ShareController {
  private readonly rendered = new LruCache<string, RenderedPage>({
    maxWeight: RENDERED_PAGE_CHARS,
    weigh: (page) => page.html.length,
  });

  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Public()
  @Get(SHARE_PATH)
  async page(@Param('id') rawId: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const recipe = await this.publicRecipe(rawId);
    response.setHeader('Cache-Control', 'no-cache');
    response.type('html');
    if (!recipe) {
      response.status(404).send(SHARE_NOT_FOUND_PAGE);
      return;
    }
    const page = this.renderedPage(recipe, `${request.protocol}://${request.get('host') ?? 'localhost'}`);
    response.setHeader('ETag', page.etag);
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(page.etag)) {
      response.status(304).end();
      return;
    }
    response.status(200).send(page.html);
  }

  /** The recipe when it is public; null for any id that is not (bad, unknown, deleted, private, friends-only). */
  private async publicRecipe(rawId: string): Promise<SharedRecipe | null> {
    if (!RECIPE_ID.test(rawId) || Number(rawId) > MAX_RECIPE_ID) return null;
    try {
      return await send(this.bus, Messages.recipes.shared, { id: Number(rawId) });
    } catch (error) {
      if (error instanceof AppError && error.kind === 'NotFound') return null;
      throw error;
    }
  }

  private renderedPage(recipe: SharedRecipe, origin: string): RenderedPage {
    const key = sha1(`${origin}\n${JSON.stringify(recipe)}`);
    let page = this.rendered.get(key);
    if (!page) {
      const html = renderSharePage(recipe, origin);
      page = { html, etag: `"${sha1(html)}"` };
      this.rendered.set(key, page);
    }
    return page;
  }
}
