import { Controller, Inject } from '@nestjs/common';
import {
  BusEvents,
  FoodCategorizeMessage,
  FoodCategoryEntry,
  FoodList,
  HouseholdChangedEvent,
  PantryChangeMessage,
  PantryImageAddMessage,
  PantryImageDeleteMessage,
  Messages,
  ServicePing,
  ShoppingChangeMessage,
  ShoppingGetMessage,
  SHOPPING_CATEGORIES,
} from '@mise/contracts';
import { Handles, HandlesEvent } from '@mise/platform-bus';
import { Store, STORE } from '@mise/platform-db';
import { categorize } from '../food/categorize';
import { CATEGORY_EMOJI, FOOD_ENTRIES } from '../food/food-list';
import { PlanService } from '../plan/plan.service';
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
    private readonly plan: PlanService,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Handles(Messages.shopping.get)
  get(message: ShoppingGetMessage) {
    return this.shopping.getList(message);
  }

  @Handles(Messages.shopping.change)
  change({ change, ...actor }: ShoppingChangeMessage) {
    return this.shopping.changeList(actor, change);
  }

  @Handles(Messages.shopping.pantryGet)
  pantry(message: ShoppingGetMessage) {
    return this.shopping.getPantry(message);
  }

  @Handles(Messages.shopping.pantryChange)
  pantryChange({ change, ...actor }: PantryChangeMessage) {
    return this.shopping.changePantry(actor, change);
  }

  @Handles(Messages.shopping.imagesList)
  images(message: ShoppingGetMessage) {
    return this.shopping.listImages(message);
  }

  @Handles(Messages.shopping.imageAdd)
  addImage({ imageUrl, name, ...actor }: PantryImageAddMessage) {
    return this.shopping.addImage(actor, imageUrl, name);
  }

  @Handles(Messages.shopping.imageDelete)
  deleteImage({ id, ...actor }: PantryImageDeleteMessage) {
    return this.shopping.deleteImage(actor, id);
  }

  @Handles(Messages.shopping.food)
  food(): FoodList {
    return FOOD;
  }

  @Handles(Messages.shopping.categorize)
  categorize({ ingredient }: FoodCategorizeMessage): FoodCategoryEntry {
    const { category, emoji } = categorize(ingredient);
    return { category, emoji };
  }

  @HandlesEvent(BusEvents.householdChanged)
  async householdChanged(message: HouseholdChangedEvent) {
    const { formerMembers } = await this.shopping.householdChanged(message);
    await this.plan.householdChanged(message.household_id, message.member_ids, formerMembers);
  }

  @Handles(Messages.shopping.ping)
  async ping(): Promise<ServicePing> {
    return { service: 'shopping', store: await this.store.ping() };
  }
}
