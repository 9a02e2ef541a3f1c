import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  Events,
  FriendshipChangedEvent,
  forbidden,
  notFound,
  Recipe,
  RecipeCreate,
  RecipeListQuery,
  RecipeUpdate,
} from '@mise/contracts';
import { BUS_CLIENT, emitEvent } from '@mise/platform-bus';
import { toColumns, toRecipe } from './recipe-mapping';
import { RecipeListScope, RecipesRepository } from './recipes.repository';

const VIEW_SCOPE: Record<RecipeListQuery['view'], RecipeListScope> = {
  mine: { kind: 'own' },
  all: { kind: 'visible' },
  friends: { kind: 'friends' },
};

/** Rules and access checks; every method names the acting user first and checks access before anything else. */
@Injectable()
export class RecipesService {
  constructor(
    private readonly repository: RecipesRepository,
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
  ) {}

  async list(userId: number, query: RecipeListQuery): Promise<Recipe[]> {
    const rows = await this.repository.list(userId, VIEW_SCOPE[query.view], query.random ?? false);
    return rows.map(toRecipe);
  }

  /** Another user's recipes, only those the viewer may see under the privacy rules. */
  async listForUser(viewerId: number, ownerId: number): Promise<Recipe[]> {
    const rows = await this.repository.list(viewerId, { kind: 'owner', ownerId });
    return rows.map(toRecipe);
  }

  async countVisible(viewerId: number, ownerId: number): Promise<{ count: number }> {
    return { count: await this.repository.countVisible(viewerId, ownerId) };
  }

  async get(userId: number, id: number): Promise<Recipe> {
    const row = await this.repository.findVisible(userId, id);
    if (!row) throw notFound('Recipe not found');
    return toRecipe(row);
  }

  async create(userId: number, displayName: string | null, body: RecipeCreate): Promise<Recipe> {
    const columns = { ...toColumns(body), title: body.title, userId, userDisplayName: displayName };
    if (body.original_recipe_id !== undefined) {
      // A saved copy ('Want to make?'): the original must be one the user may see, and who made it
      // and how they rated it come from the original, never from the client.
      const original = await this.repository.findVisible(userId, body.original_recipe_id);
      if (!original) throw notFound('Recipe not found');
      columns.originalRecipeId = original.id;
      columns.originalOwnerUserId = original.userId;
      columns.originalOwnerDisplayName = original.userDisplayName ?? body.original_owner_display_name ?? null;
      columns.originalRating = original.yourRating ?? 0;
    }
    const row = await this.repository.insert(columns);
    return toRecipe(row);
  }

  async update(userId: number, id: number, body: RecipeUpdate): Promise<Recipe> {
    await this.requireOwner(userId, id);
    const row = await this.repository.updateOwned(userId, id, toColumns(body));
    if (!row) throw notFound('Recipe not found');
    return toRecipe(row);
  }

  async delete(userId: number, id: number): Promise<void> {
    await this.requireOwner(userId, id);
    if (!(await this.repository.deleteOwned(userId, id))) throw notFound('Recipe not found');
    emitEvent(this.bus, Events.recipeDeleted, { id, user_id: userId });
  }

  async ownerRenamed(userId: number, displayName: string): Promise<void> {
    await this.repository.renameOwner(userId, displayName);
  }

  /** Keeps the local copy of accepted friendships; a removed one closes access at once. */
  async friendshipChanged(event: FriendshipChangedEvent): Promise<void> {
    if (event.user_id === event.friend_id) return;
    if (event.status === 'accepted') await this.repository.addFriendship(event.user_id, event.friend_id);
    else await this.repository.removeFriendship(event.user_id, event.friend_id);
  }

  /** A recipe the user cannot see does not exist for them; one they can see but do not own is off limits. */
  private async requireOwner(userId: number, id: number): Promise<void> {
    const row = await this.repository.findVisible(userId, id);
    if (!row) throw notFound('Recipe not found');
    if (row.userId !== userId) throw forbidden('You can only change your own recipes');
  }
}
