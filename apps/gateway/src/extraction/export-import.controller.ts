import {
  applyDecorators,
  Body,
  Controller,
  HttpCode,
  Inject,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  AppError,
  EXPORT_FILE_MAX_BYTES,
  ImportCandidate,
  ImportPreview,
  ImportSelection,
  ImportSummary,
  invalid,
  Messages,
  Recipe,
  RECIPE_PAGE_MAX,
  RecipeCard,
  RecipeCreate,
  RecipeCreateMessage,
  ReadExportMessage,
  ReadExportReply,
  RecipesListMessage,
  UserProfile,
  unsafeInput,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseInput } from '../http/parse-input';
import { RateLimit } from '../http/rate-limit';
import { imageUpload, ImageUploads, OBJECT_STORAGE } from '../images';
import type { ObjectStorage } from '@mise/platform-storage';
import { ImportUploads } from './import-uploads';
import { miseExportOf, MiseListsImport } from './mise-lists-import';

/** A little longer than the extraction service's own wait for its job. */
const READ_EXPORT_TIMEOUT_MS = 125_000;

const sameRecipeKey = (title: string, source: string) =>
  `${title.trim().toLowerCase().replace(/\s+/g, ' ')}\u0000${source.trim().toLowerCase()}`;

/**
 * A restore is refused whole, before anything is written, when the file holds text no field may
 * (NUL, an unpaired surrogate) or nesting past the limits: the same rule as every other input.
 */
function refuseUnsafe(parts: Record<string, unknown>): void {
  const problem = unsafeInput(parts);
  if (problem) throw invalid(`This file cannot be restored: ${problem}`);
}

/** Both calls take the export file as multipart `file` and count as imports for the rate limit. */
const ExportUpload = () =>
  applyDecorators(
    HttpCode(200),
    RateLimit('import'),
    UseInterceptors(imageUpload('file', EXPORT_FILE_MAX_BYTES, 'The file')),
  );

type ExportFile = { buffer?: Buffer; originalname?: string } | undefined;

/**
 * Other apps' export files (Paprika, Mealie, Tandoor, RecipeSage, any schema.org Recipe JSON-LD):
 * a preview first, then the same file again with the recipes chosen. Recipes the person already
 * has (same title and source) are marked in the preview and skipped on save.
 */
@Controller('recipes/import-file')
export class ExportImportController {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    private readonly images: ImageUploads,
    private readonly lists: MiseListsImport,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly uploads: ImportUploads,
  ) {}

  @Post()
  @ExportUpload()
  async preview(@CurrentUser() user: UserProfile, @UploadedFile() file: ExportFile): Promise<ImportPreview> {
    const reply = await this.read(user, file, null, 'without-images');
    const existing = await this.existingRecipes(user);
    return {
      ...reply.preview,
      recipes: reply.preview.recipes.map((r) => ({
        ...r,
        duplicate: existing.has(sameRecipeKey(r.title, r.source)),
      })),
    };
  }

  @Post('save')
  @ExportUpload()
  async save(
    @CurrentUser() user: UserProfile,
    @UploadedFile() file: ExportFile,
    @Body() body: { indices?: unknown } | undefined,
  ): Promise<ImportSummary> {
    const raw = typeof body?.indices === 'string' ? body.indices : '';
    const indices = parseInput(ImportSelection, raw);
    const reply = await this.read(user, file, indices, 'with-images');
    // Our own export also carries the shopping list and pantry: restored with the recipes.
    const ours = reply.preview.format === 'mise' && file?.buffer ? miseExportOf(file.buffer) : null;
    if (ours)
      refuseUnsafe({ shoppingList: ours.shoppingList, pantry: ours.pantry, pantryPhotos: ours.pantryPhotos });
    const seen = await this.existingRecipes(user);
    const summary: ImportSummary = { created: [], duplicates: [], failed: [] };
    for (const candidate of reply.preview.recipes) {
      const key = sameRecipeKey(candidate.title, candidate.source);
      if (seen.has(key)) {
        summary.duplicates.push(candidate.title);
        continue;
      }
      try {
        const created = await this.create(user, candidate, reply.images[String(candidate.index)]);
        seen.set(key, created.id);
        summary.created.push({ id: created.id, title: created.title });
      } catch (error) {
        summary.failed.push({
          title: candidate.title,
          reason: error instanceof AppError ? error.message : 'Could not be saved',
        });
      }
    }
    if (ours) await this.lists.restore(user, ours, seen, sameRecipeKey);
    return summary;
  }

  /**
   * Has the extraction service read the file. Export files run to 30 MB and their results carry
   * photos, far over a NATS message's 1 MB: both cross through the upload store the gateway shares
   * with the extraction workers, and the bus carries only their keys. Both are removed afterwards,
   * and whatever an interruption leaves expires (ImportUploads).
   */
  private async read(
    user: UserProfile,
    file: ExportFile,
    indices: number[] | null,
    photos: 'with-images' | 'without-images',
  ): Promise<ReadExportReply> {
    if (!file?.buffer?.length) throw invalid("Send the export as a file in the 'file' field");
    return this.uploads.hold(file.buffer, async (fileKey) => {
      const message: ReadExportMessage = {
        userId: user.id,
        fileName: (file.originalname ?? '').slice(0, 300),
        fileKey,
        indices,
        images: photos === 'with-images',
      };
      const { resultKey } = await send(
        this.bus,
        Messages.extraction.readExport,
        message,
        READ_EXPORT_TIMEOUT_MS,
      );
      const stored = await this.storage.get(resultKey);
      if (!stored) throw new AppError('Unavailable', 'The export was read but its result is missing');
      const reply = ReadExportReply.parse(JSON.parse(stored.data.toString('utf8')));
      refuseUnsafe({ recipes: reply.preview.recipes });
      return reply;
    });
  }

  /** Title + source of every recipe the person owns, page by page, to its id. */
  private async existingRecipes(user: UserProfile): Promise<Map<string, number>> {
    const keys = new Map<string, number>();
    let cursor: string | undefined;
    for (let page = 0; page < 1000; page++) {
      const message: RecipesListMessage = {
        userId: user.id,
        query: { view: 'mine', limit: RECIPE_PAGE_MAX, ...(cursor ? { cursor } : {}) },
      };
      const reply = await send(this.bus, Messages.recipes.list, message);
      if (!('body' in reply)) break;
      const cards = JSON.parse(reply.body) as Array<Partial<RecipeCard>>;
      for (const card of cards)
        if (typeof card.title === 'string' && typeof card.id === 'number')
          keys.set(sameRecipeKey(card.title, card.source ?? ''), card.id);
      if (!reply.nextCursor) break;
      cursor = reply.nextCursor;
    }
    return keys;
  }

  private async create(
    user: UserProfile,
    candidate: ImportCandidate,
    photo: string | undefined,
  ): Promise<Recipe> {
    let image = /^https?:\/\//.test(candidate.image) && candidate.image.length <= 2000 ? candidate.image : '';
    if (photo) {
      try {
        image = (await this.images.store('recipes', Buffer.from(photo, 'base64'))).imageUrl;
      } catch {
        // The recipe is worth having without its picture.
      }
    }
    const body = parseInput(RecipeCreate, {
      title: candidate.title.slice(0, 300),
      description: candidate.description,
      prep_time_minutes: candidate.prep_time_minutes,
      cook_time_minutes: candidate.cook_time_minutes,
      servings: Math.round(candidate.servings),
      notes: candidate.notes,
      source: candidate.source.slice(0, 500),
      ingredients: candidate.ingredients.slice(0, 500),
      method: candidate.method.slice(0, 500),
      tags: candidate.tags,
      image,
      ...candidate.kept,
    });
    const message: RecipeCreateMessage = { userId: user.id, displayName: user.display_name, body };
    return send(this.bus, Messages.recipes.create, message);
  }
}
