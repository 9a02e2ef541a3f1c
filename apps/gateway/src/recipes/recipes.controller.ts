import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  notFound,
  Patterns,
  Recipe,
  RecipeCreate,
  RecipeCreateMessage,
  RecipeDeleteMessage,
  RecipeGetMessage,
  RecipeListQuery,
  RecipesForUserMessage,
  RecipesListMessage,
  RecipeUpdate,
  RecipeUpdateMessage,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseId, parseInput } from '../http/parse-input';

function recipeId(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound('Recipe not found');
  return id;
}

/** Thin: parse with the contracts, send on the bus, return the reply. */
@Controller('recipes')
export class RecipesController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Get()
  list(@CurrentUser() user: UserProfile, @Query() rawQuery: Record<string, unknown>): Promise<Recipe[]> {
    // `&random` arrives as an empty value: its presence is the flag.
    const random = 'random' in rawQuery && !['false', '0'].includes(String(rawQuery.random));
    const query = parseInput(RecipeListQuery, { view: rawQuery.view, random });
    const message: RecipesListMessage = { userId: user.id, query };
    return send(this.bus, Patterns.recipes.list, message);
  }

  /** Another user's recipes as the viewer may see them (the /recipes/user/{userId} screen). */
  @Get('user/:userId')
  forUser(@CurrentUser() user: UserProfile, @Param('userId') raw: string): Promise<Recipe[]> {
    const ownerId = parseId(raw);
    if (ownerId === null) throw notFound('User not found');
    const message: RecipesForUserMessage = { viewerId: user.id, ownerId };
    return send(this.bus, Patterns.recipes.listForUser, message);
  }

  @Get(':id')
  get(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<Recipe> {
    const message: RecipeGetMessage = { userId: user.id, id: recipeId(id) };
    return send(this.bus, Patterns.recipes.get, message);
  }

  @Post()
  create(@CurrentUser() user: UserProfile, @Body() body: unknown): Promise<Recipe> {
    const message: RecipeCreateMessage = {
      userId: user.id,
      displayName: user.display_name,
      body: parseInput(RecipeCreate, body),
    };
    return send(this.bus, Patterns.recipes.create, message);
  }

  @Patch(':id')
  update(@CurrentUser() user: UserProfile, @Param('id') id: string, @Body() body: unknown): Promise<Recipe> {
    const message: RecipeUpdateMessage = {
      userId: user.id,
      id: recipeId(id),
      body: parseInput(RecipeUpdate, body),
    };
    return send(this.bus, Patterns.recipes.update, message);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<void> {
    const message: RecipeDeleteMessage = { userId: user.id, id: recipeId(id) };
    await send(this.bus, Patterns.recipes.delete, message);
  }
}
