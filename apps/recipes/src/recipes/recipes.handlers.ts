import { Controller, Inject } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  Events,
  FriendshipChangedEvent,
  Patterns,
  RecipeCountVisibleMessage,
  RecipeCountVisibleReply,
  RecipeCreateMessage,
  RecipeDeleteMessage,
  RecipeGetMessage,
  RecipesForUserMessage,
  RecipesListMessage,
  RecipeUpdateMessage,
  ServicePing,
  UserChangedEvent,
} from '@mise/contracts';
import { parseMessage } from '@mise/platform-bus';
import { Store, STORE } from '@mise/platform-db';
import { RecipesService } from './recipes.service';

/** Bus entry points: parse the message, call the service, reply. */
@Controller()
export class RecipesHandlers {
  constructor(
    private readonly recipes: RecipesService,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @MessagePattern(Patterns.recipes.list)
  list(@Payload() data: unknown) {
    const { userId, query, cached } = parseMessage(RecipesListMessage, data);
    return this.recipes.list(userId, query, cached);
  }

  @MessagePattern(Patterns.recipes.listForUser)
  listForUser(@Payload() data: unknown) {
    const { viewerId, ownerId, query, cached } = parseMessage(RecipesForUserMessage, data);
    return this.recipes.listForUser(viewerId, ownerId, query, cached);
  }

  @MessagePattern(Patterns.recipes.countVisible)
  countVisible(@Payload() data: unknown): Promise<RecipeCountVisibleReply> {
    const { viewerId, ownerId } = parseMessage(RecipeCountVisibleMessage, data);
    return this.recipes.countVisible(viewerId, ownerId);
  }

  @MessagePattern(Patterns.recipes.get)
  get(@Payload() data: unknown) {
    const { userId, id } = parseMessage(RecipeGetMessage, data);
    return this.recipes.get(userId, id);
  }

  @MessagePattern(Patterns.recipes.create)
  create(@Payload() data: unknown) {
    const { userId, displayName, body } = parseMessage(RecipeCreateMessage, data);
    return this.recipes.create(userId, displayName, body);
  }

  @MessagePattern(Patterns.recipes.update)
  update(@Payload() data: unknown) {
    const { userId, id, body } = parseMessage(RecipeUpdateMessage, data);
    return this.recipes.update(userId, id, body);
  }

  @MessagePattern(Patterns.recipes.delete)
  delete(@Payload() data: unknown) {
    const { userId, id } = parseMessage(RecipeDeleteMessage, data);
    return this.recipes.delete(userId, id);
  }

  @EventPattern(Events.userChanged)
  userChanged(@Payload() data: unknown) {
    const { id, display_name } = parseMessage(UserChangedEvent, data);
    return this.recipes.ownerRenamed(id, display_name);
  }

  @EventPattern(Events.friendshipChanged)
  friendshipChanged(@Payload() data: unknown) {
    return this.recipes.friendshipChanged(parseMessage(FriendshipChangedEvent, data));
  }

  @MessagePattern(Patterns.recipes.ping)
  async ping(): Promise<ServicePing> {
    return { service: 'recipes', store: await this.store.ping() };
  }
}
