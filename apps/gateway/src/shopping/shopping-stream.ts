import {
  Controller,
  Get,
  Inject,
  Injectable,
  Logger,
  OnModuleDestroy,
  OnModuleInit,
  Req,
  Res,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { AppError, BusEvents, ShoppingChangedEvent, ShoppingStreamFrame, UserProfile } from '@mise/contracts';
import { BUS_CLIENT, subscribeToEvent } from '@mise/platform-bus';
import type { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { AcceptsQueryToken } from '../auth/public.decorator';

/** Comment lines keep proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * The open server-sent-event streams of this gateway, by user. Every gateway hears every
 * `shoppingChanged` event (no queue group) and writes it to the streams of the members it names,
 * so a change made through one gateway reaches members connected to any other.
 */
@Injectable()
export class ShoppingStreams implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ShoppingStreams');
  private readonly streams = new Map<number, Set<Response>>();
  private unsubscribe: (() => void) | null = null;

  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  async onModuleInit(): Promise<void> {
    try {
      this.unsubscribe = await subscribeToEvent(this.bus, BusEvents.shoppingChanged, (event) =>
        this.deliver(event),
      );
    } catch (error) {
      this.logger.warn(`Live shopping updates are off: ${(error as Error).message}`);
    }
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    for (const set of this.streams.values()) for (const response of set) response.end();
    this.streams.clear();
  }

  add(userId: number, response: Response): () => void {
    const set = this.streams.get(userId) ?? new Set<Response>();
    set.add(response);
    this.streams.set(userId, set);
    return () => {
      set.delete(response);
      if (set.size === 0) this.streams.delete(userId);
    };
  }

  private deliver({ user_ids, ...change }: ShoppingChangedEvent): void {
    const data: ShoppingStreamFrame = change;
    const frame = `event: ${change.kind}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const userId of new Set(user_ids))
      for (const response of this.streams.get(userId) ?? []) response.write(frame);
  }
}

/**
 * `GET /api/shopping/events`: a server-sent-event stream of the list, pantry and pantry photos of
 * the signed-in user's household (or their own). Events `list`, `pantry` and `images` carry the new
 * state and who changed it. The token comes as the bearer header or `?access_token=`; the request
 * must accept `text/event-stream` (anything else gets 400, not a response that never ends).
 */
@Controller('shopping')
export class ShoppingStreamController {
  constructor(private readonly streams: ShoppingStreams) {}

  @Get('events')
  @AcceptsQueryToken()
  open(@CurrentUser() user: UserProfile, @Req() request: Request, @Res() response: Response): void {
    // A stream never ends: only a client that asks for one (EventSource always does) gets it.
    if (!(request.headers.accept ?? '').includes('text/event-stream'))
      throw new AppError('Invalid', 'This is an event stream: send Accept: text/event-stream');
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.write(`retry: 2000\nevent: ready\ndata: ${JSON.stringify({ user_id: user.id })}\n\n`);
    const remove = this.streams.add(user.id, response);
    const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    request.on('close', () => {
      clearInterval(heartbeat);
      remove();
    });
  }
}
