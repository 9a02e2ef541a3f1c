import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  Events,
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
  mine: 'own',
  all: 'own-and-public',
  // Others' shared recipes; public only until social keeps friendships.
  friends: 'others-public',
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

  async get(userId: number, id: number): Promise<Recipe> {
    const row = await this.repository.findVisible(userId, id);
    if (!row) throw notFound('Recipe not found');
    return toRecipe(row);
  }

  async create(userId: number, displayName: string | null, body: RecipeCreate): Promise<Recipe> {
    const row = await this.repository.insert({
      ...toColumns(body),
      title: body.title,
      userId,
      userDisplayName: displayName,
    });
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

  /** A recipe the user cannot see does not exist for them; one they can see but do not own is off limits. */
  private async requireOwner(userId: number, id: number): Promise<void> {
    const row = await this.repository.findVisible(userId, id);
    if (!row) throw notFound('Recipe not found');
    if (row.userId !== userId) throw forbidden('You can only change your own recipes');
  }
}
