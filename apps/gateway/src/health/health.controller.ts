import { Controller, Get, Inject } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { Health, Messages } from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { Public } from '../auth/public.decorator';

export const GATEWAY_INFO = Symbol('GATEWAY_INFO');

export interface GatewayInfo {
  profile: Health['profile'];
  bus: 'in-process' | 'nats';
}

const PING_TIMEOUT_MS = 1500;
const SERVICES = ['recipes', 'social', 'shopping', 'extraction'] as const;

@Controller('health')
export class HealthController {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    @Inject(GATEWAY_INFO) private readonly info: GatewayInfo,
  ) {}

  /** Pings every service over the bus; each reports the store (and queue) it sees. */
  @Public()
  @Get()
  async health(): Promise<Health> {
    const busUp = await this.connectBus();
    const pings = await Promise.all(
      SERVICES.map((service) =>
        send(this.bus, Messages[service].ping, {}, PING_TIMEOUT_MS).then(
          (ping) => ({ service, ping }),
          () => ({ service, ping: null }),
        ),
      ),
    );
    const services = Object.fromEntries(
      pings.map(({ service, ping }) => [
        service,
        ping ? { ok: true } : { ok: false, detail: 'not answering' },
      ]),
    );
    const stores = pings.flatMap(({ ping }) => (ping && ping.store.detail !== 'none' ? [ping.store] : []));
    const queues = pings.flatMap(({ ping }) => (ping?.queue ? [ping.queue] : []));
    const store =
      stores.length > 0
        ? { ok: stores.every((s) => s.ok), detail: stores.find((s) => !s.ok)?.detail ?? stores[0].detail }
        : { ok: false, detail: 'no service reported a store' };
    const queue = queues.length > 0 ? queues[0] : { ok: false, detail: 'extraction not answering' };
    const everythingUp = busUp && store.ok && queue.ok && pings.every(({ ping }) => ping !== null);
    return {
      status: everythingUp ? 'ok' : 'degraded',
      profile: this.info.profile,
      bus: { ok: busUp, detail: this.info.bus },
      store,
      queue,
      services,
    };
  }

  private async connectBus(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.bus.connect(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
