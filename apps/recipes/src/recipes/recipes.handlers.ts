import { Controller, Inject } from '@nestjs/common';
import {
  BusEvents,
  CookableMessage,
  PlanRecipesMessage,
  FriendshipChangedEvent,
  Messages,
  RecipeCountVisibleMessage,
  RecipeCreateMessage,
  RecipeDeleteMessage,
  RecipeGetMessage,
  RecipesForUserMessage,
  RecipesListMessage,
  RecipeUpdateMessage,
  ServicePing,
  SharedRecipeMessage,
  UserChangedEvent,
} from '@mise/contracts';
import { Handles, HandlesEvent } from '@mise/platform-bus';
import { Store, STORE } from '@mise/platform-db';
import { RecipesService } from './recipes.service';

/** Bus entry points: the message arrives parsed; call the service, reply. */
@Controller()
export class RecipesHandlers {
  constructor(
    private readonly recipes: RecipesService,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Handles(Messages.recipes.list)
  list({ userId, query, cached }: RecipesListMessage) {
    return this.recipes.list(userId, query, cached);
  }

  @Handles(Messages.recipes.listForUser)
  listForUser({ viewerId, ownerId, query, cached }: RecipesForUserMessage) {
    return this.recipes.listForUser(viewerId, ownerId, query, cached);
  }

  @Handles(Messages.recipes.countVisible)
  countVisible({ viewerId, ownerId }: RecipeCountVisibleMessage) {
    return this.recipes.countVisible(viewerId, ownerId);
  }

  @Handles(Messages.recipes.get)
  get({ userId, id }: RecipeGetMessage) {
    return this.recipes.get(userId, id);
  }

  @Handles(Messages.recipes.shared)
  shared({ id }: SharedRecipeMessage) {
    return this.recipes.shared(id);
  }

  @Handles(Messages.recipes.forPlan)
  forPlan({ userId, ids }: PlanRecipesMessage) {
    return this.recipes.forPlan(userId, ids);
  }

  @Handles(Messages.recipes.cookable)
  cookable({ userId, displayName, limit }: CookableMessage) {
    return this.recipes.cookable(userId, displayName, limit);
  }

  @Handles(Messages.recipes.create)
  create({ userId, displayName, body }: RecipeCreateMessage) {
    return this.recipes.create(userId, displayName, body);
  }

  @Handles(Messages.recipes.mayChange)
  mayChange({ userId, id }: RecipeGetMessage) {
    return this.recipes.mayChange(userId, id);
  }

  @Handles(Messages.recipes.update)
  update({ userId, id, body }: RecipeUpdateMessage) {
    return this.recipes.update(userId, id, body);
  }

  @Handles(Messages.recipes.delete)
  delete({ userId, id }: RecipeDeleteMessage) {
    return this.recipes.delete(userId, id);
  }

  @HandlesEvent(BusEvents.userChanged)
  userChanged({ id, display_name }: UserChangedEvent) {
    return this.recipes.ownerRenamed(id, display_name);
  }

  @HandlesEvent(BusEvents.friendshipChanged)
  friendshipChanged(event: FriendshipChangedEvent) {
    return this.recipes.friendshipChanged(event);
  }

  @Handles(Messages.recipes.ping)
  async ping(): Promise<ServicePing> {
    return { service: 'recipes', store: await this.store.ping() };
  }
}
