import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  FoodCategoryEntry,
  FoodList,
  notFound,
  Pantry,
  PantryChangeMessage,
  PantryItemChange,
  PantryItemInput,
  PantryOp,
  PantryPostBody,
  Patterns,
  ShoppingActor,
  ShoppingChangeMessage,
  ShoppingItemAdd,
  ShoppingItemChange,
  ShoppingList,
  ShoppingOp,
  ShoppingPatchBody,
  ShoppingPostBody,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseId, parseInput } from '../http/parse-input';

export const actorOf = (user: UserProfile): ShoppingActor => ({
  userId: user.id,
  displayName: user.display_name,
});

/** An item id from the path: the ids the service hands out, or the spec's UI ids. */
function itemId(raw: string): string {
  if (!/^[\w-]{1,100}$/.test(raw)) throw notFound('Item not found');
  return raw;
}

/**
 * The shopping list (spec section 7): the household's when the user has one, else their own.
 * Whole-list bodies as the spec gives them, plus item-level routes that carry one change each.
 */
@Controller('shopping')
export class ShoppingController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  private change(user: UserProfile, change: ShoppingOp): Promise<ShoppingList> {
    const message: ShoppingChangeMessage = { ...actorOf(user), change };
    return send(this.bus, Patterns.shopping.change, message);
  }

  @Get()
  get(@CurrentUser() user: UserProfile): Promise<ShoppingList> {
    return send(this.bus, Patterns.shopping.get, actorOf(user));
  }

  @Post()
  post(@CurrentUser() user: UserProfile, @Body() body: unknown): Promise<ShoppingList> {
    return this.change(user, { op: 'post', body: parseInput(ShoppingPostBody, body) });
  }

  @Patch()
  patch(@CurrentUser() user: UserProfile, @Body() body: unknown): Promise<ShoppingList> {
    return this.change(user, { op: 'patch', body: parseInput(ShoppingPatchBody, body) });
  }

  @Delete('checked')
  clearChecked(@CurrentUser() user: UserProfile): Promise<ShoppingList> {
    return this.change(user, { op: 'clear-checked' });
  }

  @Delete()
  clearAll(@CurrentUser() user: UserProfile): Promise<ShoppingList> {
    return this.change(user, { op: 'clear-all' });
  }

  @Post('items')
  addItem(@CurrentUser() user: UserProfile, @Body() body: unknown): Promise<ShoppingList> {
    return this.change(user, { op: 'add-item', body: parseInput(ShoppingItemAdd, body) });
  }

  @Patch('items/:id')
  changeItem(
    @CurrentUser() user: UserProfile,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<ShoppingList> {
    return this.change(user, {
      op: 'change-item',
      id: itemId(id),
      body: parseInput(ShoppingItemChange, body),
    });
  }

  @Delete('items/:id')
  removeItem(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<ShoppingList> {
    return this.change(user, { op: 'remove-item', id: itemId(id) });
  }

  @Delete('recipes/:recipeId')
  removeRecipe(@CurrentUser() user: UserProfile, @Param('recipeId') raw: string): Promise<ShoppingList> {
    const recipeId = parseId(raw);
    if (recipeId === null) throw notFound('Recipe not found');
    return this.change(user, { op: 'remove-recipe', recipeId });
  }
}

/** The pantry: `GET/POST /pantry` with the spec's bodies, and one item at a time. */
@Controller('pantry')
export class PantryController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  private change(user: UserProfile, change: PantryOp): Promise<Pantry> {
    const message: PantryChangeMessage = { ...actorOf(user), change };
    return send(this.bus, Patterns.shopping.pantryChange, message);
  }

  @Get()
  get(@CurrentUser() user: UserProfile): Promise<Pantry> {
    return send(this.bus, Patterns.shopping.pantryGet, actorOf(user));
  }

  @Post()
  @HttpCode(200)
  post(@CurrentUser() user: UserProfile, @Body() body: unknown): Promise<Pantry> {
    return this.change(user, { op: 'post', body: parseInput(PantryPostBody, body) });
  }

  @Post('items')
  addItem(@CurrentUser() user: UserProfile, @Body() body: unknown): Promise<Pantry> {
    return this.change(user, { op: 'add-item', body: parseInput(PantryItemInput, body) });
  }

  @Patch('items/:id')
  changeItem(
    @CurrentUser() user: UserProfile,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<Pantry> {
    return this.change(user, { op: 'change-item', id: itemId(id), body: parseInput(PantryItemChange, body) });
  }

  @Delete('items/:id')
  removeItem(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<Pantry> {
    return this.change(user, { op: 'remove-item', id: itemId(id) });
  }
}

/** The food list and the categoriser (signed in, like every call here). */
@Controller('food')
export class FoodController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Get()
  list(): Promise<FoodList> {
    return send(this.bus, Patterns.shopping.food, {});
  }

  @Get('categorize/:ingredient')
  categorize(@Param('ingredient') ingredient: string): Promise<FoodCategoryEntry> {
    if (ingredient.length > 1000) throw notFound('Not found');
    return send(this.bus, Patterns.shopping.categorize, { ingredient });
  }
}
