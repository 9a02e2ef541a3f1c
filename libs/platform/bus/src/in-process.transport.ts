import { ClientProxy, CustomTransportStrategy, ReadPacket, Server, WritePacket } from '@nestjs/microservices';
import { BaseRpcContext } from '@nestjs/microservices/ctx-host/base-rpc.context';

/**
 * The standalone profile's bus: every Nest microservice in the process registers its server on one
 * broker, and clients send through it. Payloads and replies are copied through JSON and dispatched
 * on a later tick so handlers see exactly what they would see over NATS (no shared references,
 * no synchronous re-entry).
 */
export class InProcessBroker {
  private readonly servers = new Set<InProcessServer>();
  private readonly listeners = new Set<{ pattern: string; listener: (data: unknown) => void }>();

  register(server: InProcessServer): void {
    this.servers.add(server);
  }

  unregister(server: InProcessServer): void {
    this.servers.delete(server);
  }

  request(packet: ReadPacket & { id: string }, reply: (packet: WritePacket) => void): void {
    const copy = jsonCopy(packet);
    setImmediate(() => {
      const server = [...this.servers].find((candidate) => candidate.answers(copy.pattern));
      if (!server) {
        reply({
          err: `There is no matching message handler defined in the remote service.`,
          isDisposed: true,
        });
        return;
      }
      server.handleRequest(copy, (out) => reply(jsonCopy(out)));
    });
  }

  publish(packet: ReadPacket): void {
    const copy = jsonCopy(packet);
    setImmediate(() => {
      for (const server of this.servers) {
        if (server.listensTo(copy.pattern)) server.handleIncomingEvent(jsonCopy(copy));
      }
      for (const entry of this.listeners)
        if (entry.pattern === copy.pattern) entry.listener(jsonCopy(copy.data));
    });
  }

  /**
   * What this broker's servers answer and hear, and what its other listeners hear: for a check
   * that every message has a handler and every event a listener (and nothing else is registered).
   */
  registered(): { requests: string[]; events: string[] } {
    const requests = new Set<string>();
    const events = new Set<string>([...this.listeners].map((entry) => entry.pattern));
    for (const server of this.servers)
      for (const [pattern, handler] of server.getHandlers())
        (handler.isEventHandler ? events : requests).add(pattern);
    return { requests: [...requests].sort(), events: [...events].sort() };
  }

  /** Hears every event of one pattern outside a Nest server (see `subscribeToEvent`); returns the unsubscribe. */
  subscribe(pattern: string, listener: (data: unknown) => void): () => void {
    const entry = { pattern, listener };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }
}

function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

const IN_PROCESS_TRANSPORT = Symbol('in-process');

class InProcessContext extends BaseRpcContext<[string]> {}

export class InProcessServer extends Server implements CustomTransportStrategy {
  constructor(private readonly broker: InProcessBroker) {
    super();
  }

  answers(pattern: string): boolean {
    const handler = this.getHandlerByPattern(pattern);
    return !!handler && !handler.isEventHandler;
  }

  listensTo(pattern: string): boolean {
    return !!this.getHandlerByPattern(pattern)?.isEventHandler;
  }

  handleRequest(packet: ReadPacket & { id: string }, reply: (packet: WritePacket) => void): void {
    const handler = this.getHandlerByPattern(packet.pattern);
    const context = new InProcessContext([packet.pattern]);
    if (!handler) return;
    void this.onProcessingStartHook(this.transportId ?? IN_PROCESS_TRANSPORT, context, async () => {
      try {
        const response$ = this.transformToObservable(await handler(packet.data, context));
        this.send(response$, reply);
      } catch (err) {
        // A handler that throws before returning behaves like one whose observable errors.
        reply({ err, isDisposed: true });
      }
    });
  }

  handleIncomingEvent(packet: ReadPacket): void {
    void this.handleEvent(packet.pattern, packet, new InProcessContext([packet.pattern]));
  }

  listen(callback: () => void): void {
    this.broker.register(this);
    callback();
  }

  close(): void {
    this.broker.unregister(this);
  }

  on(): void {
    // Nothing to observe: the broker cannot disconnect.
  }

  unwrap<T>(): T {
    return this.broker as T;
  }
}

export class InProcessClient extends ClientProxy {
  constructor(private readonly broker: InProcessBroker) {
    super();
  }

  async connect(): Promise<void> {}

  close(): void {}

  override on(): void {}

  unwrap<T>(): T {
    return this.broker as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    let active = true;
    const withId = this.assignPacketId({ pattern: this.normalizePattern(packet.pattern), data: packet.data });
    this.broker.request(withId, (reply) => {
      if (active) callback(reply);
    });
    return () => {
      active = false;
    };
  }

  protected async dispatchEvent<T>(packet: ReadPacket): Promise<T> {
    this.broker.publish({ pattern: this.normalizePattern(packet.pattern), data: packet.data });
    return undefined as T;
  }
}
