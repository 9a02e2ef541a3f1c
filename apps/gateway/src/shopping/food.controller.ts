import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { FoodCategoryEntry, FoodList, Messages, notFound } from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';

/** The food list and the categoriser (signed in, like every call here). */
@Controller('food')
export class FoodController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Get()
  list(): Promise<FoodList> {
    return send(this.bus, Messages.shopping.food, {});
  }

  @Get('categorize/:ingredient')
  categorize(@Param('ingredient') ingredient: string): Promise<FoodCategoryEntry> {
    if (ingredient.length > 1000) throw notFound('Not found');
    return send(this.bus, Messages.shopping.categorize, { ingredient });
  }
}
