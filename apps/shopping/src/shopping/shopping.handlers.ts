import { Controller, Inject } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  Events,
  FoodCategorizeMessage,
  FoodCategoryEntry,
  FoodList,
  HouseholdChangedEvent,
  PantryChangeMessage,
  PantryImageAddMessage,
  PantryImageDeleteMessage,
  Patterns,
  ServicePing,
  ShoppingChangeMessage,
  ShoppingGetMessage,
  SHOPPING_CATEGORIES,
} from '@mise/contracts';
import { parseMessage } from '@mise/platform-bus';
import { Store, STORE } from '@mise/platform-db';
import { categorize } from '../food/categorize';
import { CATEGORY_EMOJI, FOOD_ENTRIES } from '../food/food-list';
import { ShoppingService } from './shopping.service';

const FOOD: FoodList = {
  items: FOOD_ENTRIES.map(({ name, category, emoji }) => ({ name, category, emoji })),
  categories: SHOPPING_CATEGORIES.map((name) => ({ name, emoji: CATEGORY_EMOJI[name] })),
};

/** Bus entry points: parse the message, call the service, reply. */
@Controller()
export class ShoppingHandlers {
  constructor(
    private readonly shopping: ShoppingService,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @MessagePattern(Patterns.shopping.get)
  get(@Payload() data: unknown) {
    return this.shopping.getList(parseMessage(ShoppingGetMessage, data));
  }

  @MessagePattern(Patterns.shopping.change)
  change(@Payload() data: unknown) {
    const { change, ...actor } = parseMessage(ShoppingChangeMessage, data);
    return this.shopping.changeList(actor, change);
  }

  @MessagePattern(Patterns.shopping.pantryGet)
  pantry(@Payload() data: unknown) {
    return this.shopping.getPantry(parseMessage(ShoppingGetMessage, data));
  }

  @MessagePattern(Patterns.shopping.pantryChange)
  pantryChange(@Payload() data: unknown) {
    const { change, ...actor } = parseMessage(PantryChangeMessage, data);
    return this.shopping.changePantry(actor, change);
  }

  @MessagePattern(Patterns.shopping.imagesList)
  images(@Payload() data: unknown) {
    return this.shopping.listImages(parseMessage(ShoppingGetMessage, data));
  }

  @MessagePattern(Patterns.shopping.imageAdd)
  addImage(@Payload() data: unknown) {
    const { imageUrl, name, ...actor } = parseMessage(PantryImageAddMessage, data);
    return this.shopping.addImage(actor, imageUrl, name);
  }

  @MessagePattern(Patterns.shopping.imageDelete)
  deleteImage(@Payload() data: unknown) {
    const { id, ...actor } = parseMessage(PantryImageDeleteMessage, data);
    return this.shopping.deleteImage(actor, id);
  }

  @MessagePattern(Patterns.shopping.food)
  food(): FoodList {
    return FOOD;
  }

  @MessagePattern(Patterns.shopping.categorize)
  categorize(@Payload() data: unknown): FoodCategoryEntry {
    const { category, emoji } = categorize(parseMessage(FoodCategorizeMessage, data).ingredient);
    return { category, emoji };
  }

  @EventPattern(Events.householdChanged)
  householdChanged(@Payload() data: unknown) {
    return this.shopping.householdChanged(parseMessage(HouseholdChangedEvent, data));
  }

  @MessagePattern(Patterns.shopping.ping)
  async ping(): Promise<ServicePing> {
    return { service: 'shopping', store: await this.store.ping() };
  }
}
