import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  CalendarLinkReply,
  CookableQuery,
  CookableReply,
  Messages,
  notFound,
  PlanEntry,
  PlanEntryChange,
  PlanEntryCreate,
  PlanRange,
  PlanReply,
  PlanShoppingBody,
  PlanShoppingReply,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import type { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { parseInput } from '../http/parse-input';
import { actorOf } from '../shopping/shopping-actor';
import { planCalendar } from './icalendar';

/** A plan entry id from the path: the ids the service hands out (or an offline client chose). */
function entryId(raw: string): string {
  if (!/^[\w-]{1,64}$/.test(raw)) throw notFound('Plan entry not found');
  return raw;
}

/** Where the calendar feed is served; its secret is the last part. */
const FEED_PATH = '/api/plan/calendar/';

/**
 * The meal plan (issue 23): the household's when the person has one, else their own. Thin: parse
 * with the contracts, send the bus message, return the reply.
 */
@Controller('plan')
export class PlanController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Get()
  list(@CurrentUser() user: UserProfile, @Query() query: unknown): Promise<PlanReply> {
    return send(this.bus, Messages.plan.list, { ...actorOf(user), range: parseInput(PlanRange, query) });
  }

  @Post('entries')
  add(@CurrentUser() user: UserProfile, @Body() body: unknown): Promise<PlanEntry> {
    return send(this.bus, Messages.plan.add, { ...actorOf(user), body: parseInput(PlanEntryCreate, body) });
  }

  @Patch('entries/:id')
  change(
    @CurrentUser() user: UserProfile,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<PlanEntry> {
    return send(this.bus, Messages.plan.change, {
      ...actorOf(user),
      id: entryId(id),
      body: parseInput(PlanEntryChange, body),
    });
  }

  @Delete('entries/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<void> {
    await send(this.bus, Messages.plan.remove, { ...actorOf(user), id: entryId(id) });
  }

  @Post('shopping')
  @HttpCode(200)
  shopping(@CurrentUser() user: UserProfile, @Body() body: unknown): Promise<PlanShoppingReply> {
    return send(this.bus, Messages.plan.shopping, {
      ...actorOf(user),
      range: parseInput(PlanShoppingBody, body),
    });
  }

  @Post('calendar-link')
  async calendarLink(@CurrentUser() user: UserProfile, @Req() request: Request): Promise<CalendarLinkReply> {
    const { secret } = await send(this.bus, Messages.plan.calendarLink, actorOf(user));
    return { url: `${request.protocol}://${request.get('host')}${FEED_PATH}${secret}.ics` };
  }

  /** The feed a calendar app subscribes to: no sign-in, the secret in the path is the key. */
  @Get('calendar/:secret')
  @Public()
  async calendar(@Param('secret') raw: string, @Req() request: Request, @Res() response: Response) {
    const secret = raw.replace(/\.ics$/, '');
    if (!/^[\w-]{16,100}$/.test(secret)) throw notFound('Calendar not found');
    const now = new Date();
    const feed = await send(this.bus, Messages.plan.calendarFeed, {
      secret,
      today: now.toISOString().slice(0, 10),
    });
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Cache-Control', 'private, max-age=300');
    response.send(planCalendar(feed.name, feed.entries, now, request.get('host') ?? 'mise'));
  }
}

/** `GET /recipes/cookable`: registered before the recipes routes, so `cookable` is not read as an id. */
@Controller('recipes')
export class CookableController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Get('cookable')
  cookable(@CurrentUser() user: UserProfile, @Query() query: unknown): Promise<CookableReply> {
    const { limit } = parseInput(CookableQuery, query);
    return send(this.bus, Messages.recipes.cookable, { ...actorOf(user), limit });
  }
}
