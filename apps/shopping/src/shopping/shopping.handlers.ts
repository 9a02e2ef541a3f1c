import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { Patterns, ServicePing } from '@mise/contracts';
import { Store, STORE } from '@mise/platform-db';

/** Shopping list and pantry handlers arrive with their issue; for now the service reports its store. */
@Controller()
export class ShoppingHandlers {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @MessagePattern(Patterns.shopping.ping)
  async ping(): Promise<ServicePing> {
    return { service: 'shopping', store: await this.store.ping() };
  }
}
