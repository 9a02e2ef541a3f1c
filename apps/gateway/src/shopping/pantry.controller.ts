import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  Messages,
  Pantry,
  PantryChangeMessage,
  PantryItemChange,
  PantryItemInput,
  PantryOp,
  PantryPostBody,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseInput } from '../http/parse-input';
import { actorOf, itemId } from './shopping-actor';

/** The pantry: `GET/POST /pantry` with the spec's bodies, and one item at a time. */
@Controller('pantry')
export class PantryController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  private change(user: UserProfile, change: PantryOp): Promise<Pantry> {
    const message: PantryChangeMessage = { ...actorOf(user), change };
    return send(this.bus, Messages.shopping.pantryChange, message);
  }

  @Get()
  get(@CurrentUser() user: UserProfile): Promise<Pantry> {
    return send(this.bus, Messages.shopping.pantryGet, actorOf(user));
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
