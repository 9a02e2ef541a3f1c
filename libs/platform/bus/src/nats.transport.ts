import { Logger } from '@nestjs/common';
import {
  ClientProxy,
  CustomTransportStrategy,
  type MessageHandler,
  type ReadPacket,
  Server,
  type WritePacket,
} from '@nestjs/microservices';
import { BaseRpcContext } from '@nestjs/microservices/ctx-host/base-rpc.context';
import { createHash } from 'node:crypto';
import {
  AckPolicy,
  connect,
  type ConsumerMessages,
  DeliverPolicy,
  ErrorCode,
  headers as natsHeaders,
  type JetStreamManager,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
  RetentionPolicy,
  StorageType,
  type Subscription,
} from 'nats';
import { isObservable, lastValueFrom, type Observable } from 'rxjs';
import {
  busHandlerDuration,
  busRequestDuration,
  currentContext,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_ID_HEADER,
  type RequestContext,
  requestIdFrom,
  runWithContext,
  startTimer,
} from '@mise/platform-observability';

/** Where a distributed process finds NATS, and the prefix that keeps its subjects apart. */
export interface NatsBusOptions {
  servers: string[];
  /** Put before every subject (requests, events, the event stream's name): one deployment or test run per prefix. */
  prefix?: string;
  /** The connection's name as the NATS server shows it. */
  name?: string;
}

const UNAVAILABLE = { kind: 'Unavailable', message: 'The service is not available. Please try again.' };
const BUS_DOWN = { kind: 'Unavailable', message: 'The message bus is not reachable. Please try again.' };
/** A request nobody answers fails on the caller's own deadline (`send`'s timeout); this is only a backstop. */
const NATS_REQUEST_TIMEOUT_MS = 5 * 60 * 1000;
const EVENT_RETENTION_NS = 7 * 24 * 3600 * 1e9;
/** How long a publish waits for the stream's acknowledgement (NATS down: the outbox tries again). */
const EVENT_PUBLISH_TIMEOUT_MS = 5000;
/** How long an event handler may take before its event is given to another replica. */
const EVENT_ACK_WAIT_MS = 10000;

const normalizedPrefix = (prefix?: string) => (prefix ? prefix.replace(/\.*$/, '.') : '');
const requestSubject = (prefix: string | undefined, pattern: string) =>
  `${normalizedPrefix(prefix)}${pattern}`;
const eventSubject = (prefix: string | undefined, pattern: string) =>
  `${normalizedPrefix(prefix)}events.${pattern}`;
/** Stream and consumer names may not hold dots, spaces or wildcards. */
const natsName = (text: string) => text.replace(/[^\w-]/g, '_');
export const eventStreamName = (prefix?: string) =>
  natsName(`${prefix ? `${prefix.replace(/\.+$/, '')}_` : ''}MISE_EVENTS`);

function connectNats(options: NatsBusOptions): Promise<NatsConnection> {
  return connect({
    servers: options.servers,
    name: options.name,
    // Reconnect for ever, quickly: a restarted NATS server is found again without a process restart.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    waitOnFirstConnect: true,
    pingInterval: 5000,
  });
}

function encode(value: unknown): Uint8Array {
  return Buffer.from(JSON.stringify(value ?? null));
}

function decode(data: Uint8Array): Record<string, unknown> {
  const text = Buffer.from(data).toString();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function contextHeaders(context: RequestContext | undefined): MsgHdrs | undefined {
  if (!context) return undefined;
  const h = natsHeaders();
  h.set(REQUEST_ID_HEADER, context.requestId);
  if (context.idempotencyKey) h.set(IDEMPOTENCY_KEY_HEADER, context.idempotencyKey);
  return h;
}

function contextFrom(h: MsgHdrs | undefined): RequestContext {
  const key = h?.get(IDEMPOTENCY_KEY_HEADER);
  return { requestId: requestIdFrom(h?.get(REQUEST_ID_HEADER)), ...(key ? { idempotencyKey: key } : {}) };
}

/** Makes sure the stream that keeps events exists (every process may call it; the first creates it). */
async function ensureEventStream(jsm: JetStreamManager, prefix?: string): Promise<string> {
  const name = eventStreamName(prefix);
  const config = {
    name,
    subjects: [eventSubject(prefix, '>')],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    max_age: EVENT_RETENTION_NS,
  };
  try {
    await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add(config);
    } catch (error) {
      // Another process created it between the two calls.
      await jsm.streams.info(name).catch(() => {
        throw error;
      });
    }
  }
  return name;
}

/**
 * The distributed profile's bus client. Requests use NATS request/reply, so a pattern nobody
 * subscribes to (its service is down) fails at once as Unavailable instead of waiting for the
 * deadline; events are published to a JetStream stream, kept until each service has handled them.
 * The request id and an idempotency key travel as NATS headers.
 */
export class NatsBusClient extends ClientProxy {
  private connection?: Promise<NatsConnection>;
  private stream?: Promise<string>;
  private connected = false;

  constructor(private readonly options: NatsBusOptions) {
    super();
  }

  connect(): Promise<NatsConnection> {
    if (!this.connection) {
      this.connection = connectNats(this.options).then(
        (nc) => {
          this.connected = true;
          void this.watch(nc);
          return nc;
        },
        (error: unknown) => {
          this.connection = undefined;
          throw error;
        },
      );
    }
    return this.connection;
  }

  /** Whether the connection is up right now (false while NATS is restarting). */
  isConnected(): boolean {
    return this.connected;
  }

  async close(): Promise<void> {
    const pending = this.connection;
    this.connection = undefined;
    this.connected = false;
    const nc = await pending?.catch(() => undefined);
    if (nc && !nc.isClosed()) await nc.drain().catch(() => nc.close());
  }

  override on(): void {}

  unwrap<T>(): T {
    return this.connection as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const pattern = String(this.normalizePattern(packet.pattern));
    const done = startTimer(busRequestDuration);
    let active = true;
    const answer = (reply: WritePacket, outcome: string) => {
      done({ pattern, outcome });
      if (active) callback({ ...reply, isDisposed: true });
    };
    this.connect().then(
      (nc) => {
        if (!this.connected) return answer({ err: BUS_DOWN }, 'unavailable');
        nc.request(requestSubject(this.options.prefix, pattern), encode({ data: packet.data }), {
          timeout: NATS_REQUEST_TIMEOUT_MS,
          headers: contextHeaders(currentContext()),
        }).then(
          (msg) => {
            const reply = decode(msg.data);
            if (reply.err !== undefined) answer({ err: reply.err }, 'error');
            else answer({ response: reply.response }, 'ok');
          },
          (error: { code?: string }) => {
            if (error.code === ErrorCode.NoResponders) answer({ err: UNAVAILABLE }, 'unavailable');
            else if (error.code === ErrorCode.Timeout) answer({ err: UNAVAILABLE }, 'timeout');
            else answer({ err: BUS_DOWN }, 'unavailable');
          },
        );
      },
      () => answer({ err: BUS_DOWN }, 'unavailable'),
    );
    return () => {
      active = false;
    };
  }

  protected async dispatchEvent<T>(packet: ReadPacket): Promise<T> {
    await this.publishEvent(String(this.normalizePattern(packet.pattern)), packet.data);
    return undefined as T;
  }

  /**
   * Resolves once the stream has stored the event: from then on a consumer that is down gets it
   * later. With `id`, a second publish of that id within the stream's duplicate window (2 min) is
   * dropped (an outbox relay that published but died before marking the event sent).
   */
  async publishEvent(pattern: string, data: unknown, options: { id?: string } = {}): Promise<void> {
    const nc = await this.connect();
    this.stream ??= nc
      .jetstreamManager()
      .then((jsm) => ensureEventStream(jsm, this.options.prefix))
      .catch((error: unknown) => {
        this.stream = undefined;
        throw error;
      });
    await this.stream;
    await nc.jetstream().publish(eventSubject(this.options.prefix, pattern), encode({ data }), {
      headers: contextHeaders(currentContext()),
      ...(options.id ? { msgID: options.id } : {}),
      timeout: EVENT_PUBLISH_TIMEOUT_MS,
    });
  }

  /**
   * Every event of `pattern` as it is published, delivered to this process alone: a plain
   * subscription (no queue group, no stream consumer), for fanning events out to this process's own
   * connections (a gateway's live streams). What is published while disconnected is not replayed.
   */
  async listen(pattern: string, listener: (data: unknown) => void): Promise<() => void> {
    const nc = await this.connect();
    const subscription = nc.subscribe(eventSubject(this.options.prefix, pattern), {
      callback: (error, message) => {
        if (!error) listener(decode(message.data).data);
      },
    });
    return () => subscription.unsubscribe();
  }

  private async watch(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') this.connected = false;
      if (status.type === 'reconnect') this.connected = true;
    }
    this.connected = false;
  }
}

/** What the service side keeps to answer a retried write once (see the idempotency table in platform-db). */
export interface IdempotencyStore {
  /** Claims (pattern, key) for a request whose payload hashes to `hash`. */
  claim(
    pattern: string,
    key: string,
    hash: string,
  ): Promise<
    { state: 'claimed' } | { state: 'done'; reply: WritePacket } | { state: 'pending' | 'mismatch' }
  >;
  complete(pattern: string, key: string, reply: WritePacket): Promise<void>;
  release(pattern: string, key: string): Promise<void>;
}

export interface NatsBusServerOptions extends NatsBusOptions {
  /** Replicas of one service share the requests (a queue group) and the event consumer. */
  queue: string;
  idempotency?: IdempotencyStore;
  /** How long close() waits for requests and events in flight. */
  drainMs?: number;
}

class NatsBusContext extends BaseRpcContext<[string]> {}

const isAppErrorPayload = (err: unknown): err is { kind: string; message: string } =>
  typeof err === 'object' && err !== null && 'kind' in err && 'message' in err;

/**
 * The distributed profile's bus server: one queue-group subscription per request pattern, one
 * JetStream durable consumer per service for its events (handled one at a time, in order, acked
 * after the handler succeeded). close() stops taking work, waits for what is in flight, then drains.
 */
export class NatsBusServer extends Server implements CustomTransportStrategy {
  private nc?: NatsConnection;
  private subscriptions: Subscription[] = [];
  private consumer?: ConsumerMessages;
  private consuming?: Promise<void>;
  private inFlight = 0;
  private connected = false;
  private readonly log = new Logger('Bus');

  constructor(private readonly options: NatsBusServerOptions) {
    super();
  }

  listen(callback: (error?: unknown) => void): void {
    this.start().then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  async close(): Promise<void> {
    for (const sub of this.subscriptions) sub.unsubscribe();
    this.subscriptions = [];
    await this.consumer?.close().catch(() => undefined);
    const deadline = Date.now() + (this.options.drainMs ?? 10000);
    while (this.inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await this.consuming?.catch(() => undefined);
    const nc = this.nc;
    this.nc = undefined;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => nc.close());
  }

  on(): void {}

  unwrap<T>(): T {
    return this.nc as T;
  }

  /** Whether the connection is up right now (false while NATS is restarting). */
  isConnected(): boolean {
    return this.connected;
  }

  private async start(): Promise<void> {
    const nc = await connectNats({ ...this.options, name: this.options.name ?? this.options.queue });
    this.nc = nc;
    this.connected = true;
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect') this.connected = false;
        if (status.type === 'reconnect') this.connected = true;
      }
      this.connected = false;
    })();
    let hasEvents = false;
    for (const [pattern, handler] of this.messageHandlers) {
      if (handler.isEventHandler) {
        hasEvents = true;
        continue;
      }
      this.subscriptions.push(
        nc.subscribe(requestSubject(this.options.prefix, pattern), {
          queue: this.options.queue,
          callback: (error, msg) => {
            if (!error) void this.handleRequest(pattern, handler, msg);
          },
        }),
      );
    }
    if (hasEvents) await this.consumeEvents(nc);
  }

  private handleRequest(pattern: string, handler: MessageHandler, msg: Msg): Promise<void> {
    this.inFlight++;
    const context = contextFrom(msg.headers);
    return runWithContext(context, async () => {
      const done = startTimer(busHandlerDuration);
      let reply: WritePacket;
      try {
        const { data } = decode(msg.data);
        reply = await this.invokeOnce(pattern, handler, data, context);
      } catch (error) {
        this.log.warn(`Request ${pattern} failed: ${error instanceof Error ? error.message : String(error)}`);
        reply = { err: { status: 'error', message: 'Internal server error' } };
      }
      const outcome = reply.err === undefined ? 'ok' : 'error';
      done({ pattern, kind: 'request', outcome });
      this.log.debug(`Handled ${pattern}: ${outcome}`);
      try {
        msg.respond(encode(reply.err === undefined ? { response: reply.response } : { err: reply.err }));
      } finally {
        this.inFlight--;
      }
    });
  }

  /** Runs the handler, or replays the stored reply when this idempotency key was already applied. */
  private async invokeOnce(
    pattern: string,
    handler: MessageHandler,
    data: unknown,
    context: RequestContext,
  ): Promise<WritePacket> {
    const store = this.options.idempotency;
    const key = context.idempotencyKey;
    if (!store || !key) return this.invoke(pattern, handler, data);
    const hash = createHash('sha256').update(JSON.stringify(data)).digest('hex');
    let claim: Awaited<ReturnType<IdempotencyStore['claim']>>;
    try {
      claim = await store.claim(pattern, key, hash);
    } catch {
      return { err: UNAVAILABLE };
    }
    if (claim.state === 'done') return claim.reply;
    if (claim.state === 'pending')
      return {
        err: { kind: 'Conflict', message: 'A request with this Idempotency-Key is still in progress' },
      };
    if (claim.state === 'mismatch')
      return { err: { kind: 'Invalid', message: 'This Idempotency-Key was used for a different request' } };
    const reply = await this.invoke(pattern, handler, data);
    // A verdict (a reply or an AppError) is kept; an unexpected failure frees the key for a retry.
    if (reply.err === undefined || isAppErrorPayload(reply.err)) {
      await store.complete(pattern, key, reply).catch(() => undefined);
    } else {
      await store.release(pattern, key).catch(() => undefined);
    }
    return reply;
  }

  private async invoke(pattern: string, handler: MessageHandler, data: unknown): Promise<WritePacket> {
    const result: unknown = await handler(data, new NatsBusContext([pattern]));
    const stream$ = this.transformToObservable(result) as Observable<unknown>;
    return new Promise((resolve) => {
      let last: WritePacket = { response: undefined };
      this.send(stream$, (packet) => {
        if (packet.err !== undefined) return resolve({ err: packet.err });
        if ('response' in packet) last = { response: packet.response };
        if (packet.isDisposed) resolve(last);
      });
    });
  }

  private async consumeEvents(nc: NatsConnection): Promise<void> {
    const jsm = await nc.jetstreamManager();
    const stream = await ensureEventStream(jsm, this.options.prefix);
    const durable = natsName(`${this.options.queue}-events`);
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: eventSubject(this.options.prefix, '>'),
      // One at a time across every replica: events are handled in the order they were published.
      max_ack_pending: 1,
      // A delivery to a replica that died (SIGKILL) is given again after this long, before any later one.
      ack_wait: EVENT_ACK_WAIT_MS * 1e6,
      max_deliver: 20,
    };
    await jsm.consumers.add(stream, config).catch(async () => {
      // It exists with other settings (an older version made it): bring it up to date.
      const { durable_name: _name, deliver_policy: _deliver, filter_subject: _filter, ...mutable } = config;
      await jsm.consumers.update(stream, durable, mutable);
    });
    const consumer = await nc.jetstream().consumers.get(stream, durable);
    // Short pulls: a pull left open by a replica that died stops attracting deliveries soon.
    const messages = await consumer.consume({ max_messages: 1, expires: EVENT_ACK_WAIT_MS });
    this.consumer = messages;
    const eventsPrefix = eventSubject(this.options.prefix, '');
    this.consuming = (async () => {
      for await (const m of messages) {
        const pattern = m.subject.slice(eventsPrefix.length);
        const handler = this.getHandlerByPattern(pattern);
        if (!handler?.isEventHandler) {
          m.ack();
          continue;
        }
        this.inFlight++;
        const context = contextFrom(m.headers);
        const done = startTimer(busHandlerDuration);
        try {
          await runWithContext(context, async () => {
            const result: unknown = await handler(decode(m.data).data, new NatsBusContext([pattern]));
            if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
          });
          done({ pattern, kind: 'event', outcome: 'ok' });
          m.ack();
          runWithContext(context, () => this.log.debug(`Handled event ${pattern}`));
        } catch (error) {
          done({ pattern, kind: 'event', outcome: 'error' });
          this.log.warn(
            `Event ${pattern} failed (delivery ${m.info.redeliveryCount}): ${error instanceof Error ? error.message : JSON.stringify(error)}`,
          );
          m.nak(1000);
        } finally {
          this.inFlight--;
        }
      }
    })();
  }
}
