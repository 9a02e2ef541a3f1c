import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  invalid,
  Messages,
  Recipe,
  RecipeCreate,
  RecipeCreateMessage,
  RecipeDeleteMessage,
  RecipeGetMessage,
  RecipeFilters,
  RecipeListQuery,
  RecipeListPage,
  pageOf,
  RecipeListReply,
  RecipesForUserMessage,
  RecipesListMessage,
  RecipeUpdate,
  RecipeUpdateMessage,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import type { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseInput, requireId } from '../http/parse-input';
import { imageUpload, ImageUploads } from '../images';
import { IMAGE_SEARCH, ImageSearch, ImageSearchResult } from './image-search';
import { ListReplies } from './list-replies';
import { formFields, isMultipart } from './recipe-form';

const FILTERS_MESSAGE = 'filters must be JSON mapping a filter category to its selected options';

/** The list's query string: `&random` arrives as an empty value (its presence is the flag); `filters` is JSON. */
function listQuery(raw: Record<string, unknown>): RecipeListQuery {
  const random = 'random' in raw && !['false', '0'].includes(String(raw.random));
  let filters: unknown;
  if (typeof raw.filters === 'string' && raw.filters.trim() !== '') {
    try {
      filters = JSON.parse(raw.filters) as unknown;
    } catch {
      throw invalid(FILTERS_MESSAGE);
    }
    if (!RecipeFilters.safeParse(filters).success) throw invalid(FILTERS_MESSAGE);
  }
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return parseInput(RecipeListQuery, {
    view: raw.view,
    random,
    status: text(raw.status),
    q: text(raw.q),
    filters,
    limit: text(raw.limit),
    cursor: text(raw.cursor),
  });
}

const recipeId = (raw: string) => requireId(raw, 'Recipe not found');

/**
 * Thin: parse with the contracts, send on the bus, return the reply. Create and update take JSON
 * or the form's multipart body (spec section 7) with an optional `imageFile`, which is stored only
 * after the fields are valid and the caller may change the recipe.
 */
@Controller('recipes')
export class RecipesController {
  private readonly lists = new ListReplies();

  constructor(
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    private readonly images: ImageUploads,
    @Inject(IMAGE_SEARCH) private readonly imageSearch: ImageSearch,
  ) {}

  /**
   * The spec's list (a JSON array) of cards. Also takes `q`, `status`, `filters` (JSON: filter.json
   * category -> selected options), `limit` and `cursor`; the next page's cursor comes in the
   * X-Next-Cursor header so the body keeps the spec's shape.
   */
  @Get()
  async list(
    @CurrentUser() user: UserProfile,
    @Query() rawQuery: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const query = listQuery(rawQuery);
    const ask = (cached?: string) => {
      const message: RecipesListMessage = { userId: user.id, query, cached };
      return send(this.bus, Messages.recipes.list, message);
    };
    return this.page(res, await this.fetchList(JSON.stringify(['list', user.id, query]), ask));
  }

  /** Another user's recipes as the viewer may see them (the /recipes/user/{userId} screen). */
  @Get('user/:userId')
  async forUser(
    @CurrentUser() user: UserProfile,
    @Param('userId') raw: string,
    @Query() rawQuery: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const ownerId = requireId(raw, 'User not found');
    const query = listQuery(rawQuery);
    const ask = (cached?: string) => {
      const message: RecipesForUserMessage = { viewerId: user.id, ownerId, query, cached };
      return send(this.bus, Messages.recipes.listForUser, message);
    };
    return this.page(res, await this.fetchList(JSON.stringify(['user', user.id, ownerId, query]), ask));
  }

  /** Declared before `:id` so the word is never read as a recipe id. */
  @Get('search-image')
  searchImage(@Query('query') query: unknown): Promise<ImageSearchResult> {
    const text = typeof query === 'string' ? query.trim() : '';
    if (text === '') throw invalid('Recipe title is required to search for an image');
    return this.imageSearch.search(text.slice(0, 200));
  }

  @Get(':id')
  get(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<Recipe> {
    const message: RecipeGetMessage = { userId: user.id, id: recipeId(id) };
    return send(this.bus, Messages.recipes.get, message);
  }

  @Post()
  @UseInterceptors(imageUpload('imageFile'))
  async create(
    @CurrentUser() user: UserProfile,
    @Body() raw: unknown,
    @Headers('content-type') contentType: string | undefined,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<Recipe> {
    const body = parseInput(RecipeCreate, isMultipart(contentType) ? formFields(raw) : raw);
    if (file) body.image = (await this.images.store('recipes', file.buffer)).imageUrl;
    const message: RecipeCreateMessage = { userId: user.id, displayName: user.display_name, body };
    return send(this.bus, Messages.recipes.create, message);
  }

  @Patch(':id')
  @UseInterceptors(imageUpload('imageFile'))
  async update(
    @CurrentUser() user: UserProfile,
    @Param('id') rawId: string,
    @Body() raw: unknown,
    @Headers('content-type') contentType: string | undefined,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<Recipe> {
    const id = recipeId(rawId);
    const body = parseInput(RecipeUpdate, isMultipart(contentType) ? formFields(raw) : raw);
    if (file) {
      // Nothing is stored for a recipe the caller may not change: the service says (its owner check).
      await send(this.bus, Messages.recipes.mayChange, { userId: user.id, id });
      body.image = (await this.images.store('recipes', file.buffer)).imageUrl;
    }
    const message: RecipeUpdateMessage = { userId: user.id, id, body };
    const reply = await send(this.bus, Messages.recipes.update, message);
    await this.release(reply.releasedImages);
    return reply.recipe;
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<void> {
    const message: RecipeDeleteMessage = { userId: user.id, id: recipeId(id) };
    const reply = await send(this.bus, Messages.recipes.delete, message);
    await this.release(reply.releasedImages);
  }

  /** Asks with the ETag of the copy held; a copy dropped meanwhile is asked for again in full. */
  private async fetchList(
    key: string,
    ask: (cached?: string) => Promise<RecipeListReply>,
  ): Promise<RecipeListPage> {
    const held = this.lists.resolve(key, await ask(this.lists.tag(key)));
    if (held) return held;
    const fresh = pageOf(await ask());
    this.lists.resolve(key, fresh);
    return fresh;
  }

  /** Writes the store's JSON text as it is: no object tree is parsed or serialised again here. */
  private page(res: Response, reply: RecipeListPage): string {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    if (reply.nextCursor) res.setHeader('X-Next-Cursor', reply.nextCursor);
    return reply.body;
  }

  /** Deletes stored images no recipe names any more; a failure leaves a stray file, never a broken recipe. */
  private async release(images: string[]): Promise<void> {
    for (const url of images) await this.images.delete(url).catch(() => undefined);
  }
}
