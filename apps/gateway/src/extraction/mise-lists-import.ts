import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  CustomItemInput,
  MiseExportFile,
  PantryChangeMessage,
  PantryImageAddMessage,
  PantryItemInput,
  Messages,
  ShoppingChangeMessage,
  ShoppingRecipeInput,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { ImageUploads } from '../images';
import { actorOf } from '../shopping/shopping-actor';

/** Our own export file from the uploaded bytes, or null for any other file. */
export function miseExportOf(bytes: Buffer): MiseExportFile | null {
  if (bytes[0] !== 0x7b) return null; // '{': other exports are zips, gzip or JSON arrays
  try {
    const parsed = MiseExportFile.safeParse(JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, '')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Title and source, as the import tells a recipe the person already has. */
export type RecipeKey = (title: string, source: string) => string;

/**
 * The shopping list, pantry and pantry photos of one of our own export files, restored into the
 * signed-in person's list and pantry. Every step merges by item id (photos by their content-hashed
 * address), so the web's batched save calls, each sending the file again, restore them once.
 */
@Injectable()
export class MiseListsImport {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    private readonly images: ImageUploads,
  ) {}

  /** `recipeIds`: the person's recipes by title and source, so a recipe on the old list points at its imported copy. */
  async restore(
    user: UserProfile,
    file: MiseExportFile,
    recipeIds: Map<string, number>,
    key: RecipeKey,
  ): Promise<void> {
    const actor = actorOf(user);
    const oldToNew = new Map<number, number | null>();
    for (const recipe of file.recipes) {
      const id = recipeIds.get(key(String(recipe.title ?? ''), String(recipe.source ?? '')));
      if (typeof recipe.id === 'number') oldToNew.set(recipe.id, id ?? null);
    }
    const list = file.shoppingList;
    // A recipe of the file not imported yet (a later batch, or not chosen) brings its list entry
    // when it is; another person's recipe on the list keeps its id.
    const recipes = valid(ShoppingRecipeInput, list?.recipes ?? []).flatMap((recipe) => {
      const id = oldToNew.has(recipe.recipeId) ? oldToNew.get(recipe.recipeId) : recipe.recipeId;
      return id ? [{ ...recipe, recipeId: id }] : [];
    });
    const customItems = valid(CustomItemInput, list?.customItems ?? []);
    if (recipes.length || customItems.length) {
      const message: ShoppingChangeMessage = {
        ...actor,
        change: { op: 'post', body: { recipes, customItems } },
      };
      await send(this.bus, Messages.shopping.change, message);
    }
    const items = valid(PantryItemInput, file.pantry);
    if (items.length) {
      const message: PantryChangeMessage = { ...actor, change: { op: 'post', body: { items } } };
      await send(this.bus, Messages.shopping.pantryChange, message);
    }
    const carried = file.pantryPhotos.filter((photo) => file.images[photo.url]);
    if (!carried.length) return;
    const present = new Set(
      (await send(this.bus, Messages.shopping.imagesList, actor)).map((p) => p.image_url),
    );
    for (const photo of carried) {
      const stored = await this.images.store('pantry', Buffer.from(file.images[photo.url]!.data, 'base64'));
      if (present.has(stored.imageUrl)) continue;
      present.add(stored.imageUrl);
      const message: PantryImageAddMessage = {
        ...actor,
        imageUrl: stored.imageUrl,
        name: photo.name.slice(0, 200),
      };
      await send(this.bus, Messages.shopping.imageAdd, message);
    }
  }
}

/** The entries a schema accepts, each parsed; the others are left out rather than failing the rest. */
function valid<T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  entries: unknown[],
): T[] {
  return entries.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data as T] : [];
  });
}
