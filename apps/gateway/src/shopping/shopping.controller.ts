import { Body, Controller, Delete, Get, Inject, Param, Patch, Post } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  Messages,
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
import { parseInput, requireId } from '../http/parse-input';
import { actorOf, itemId } from './shopping-actor';

/**
 * The shopping list (spec section 7): the household's when the user has one, else their own.
 * Whole-list bodies as the spec gives them, plus item-level routes that carry one change each.
 */
@Controller('shopping')
export class ShoppingController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  private change(user: UserProfile, change: ShoppingOp): Promise<ShoppingList> {
    const message: ShoppingChangeMessage = { ...actorOf(user), change };
    return send(this.bus, Messages.shopping.change, message);
  }

  @Get()
  get(@CurrentUser() user: UserProfile): Promise<ShoppingList> {
    return send(this.bus, Messages.shopping.get, actorOf(user));
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
    const recipeId = requireId(raw, 'Recipe not found');
    return this.change(user, { op: 'remove-recipe', recipeId });
  }
}
