import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Patterns, ServicePing, UserEnsureMessage } from '@mise/contracts';
import { parseMessage } from '@mise/platform-bus';
import { Store, STORE } from '@mise/platform-db';
import { UsersService } from './users.service';

@Controller()
export class UsersHandlers {
  constructor(
    private readonly users: UsersService,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @MessagePattern(Patterns.social.ensureUser)
  ensure(@Payload() data: unknown) {
    const { identity } = parseMessage(UserEnsureMessage, data);
    return this.users.ensure(identity);
  }

  @MessagePattern(Patterns.social.ping)
  async ping(): Promise<ServicePing> {
    return { service: 'social', store: await this.store.ping() };
  }
}
