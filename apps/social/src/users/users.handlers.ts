import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Patterns,
  ProfileImageSetMessage,
  ServicePing,
  SocialTargetMessage,
  UserEnsureMessage,
  UserSearchMessage,
} from '@mise/contracts';
import { parseMessage } from '@mise/platform-bus';
import { Store, STORE } from '@mise/platform-db';
import { ProfilesService } from './profiles.service';
import { UsersService } from './users.service';

@Controller()
export class UsersHandlers {
  constructor(
    private readonly users: UsersService,
    private readonly profiles: ProfilesService,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @MessagePattern(Patterns.social.ensureUser)
  ensure(@Payload() data: unknown) {
    const { identity } = parseMessage(UserEnsureMessage, data);
    return this.users.ensure(identity);
  }

  @MessagePattern(Patterns.social.profile)
  profile(@Payload() data: unknown) {
    const { userId, targetId } = parseMessage(SocialTargetMessage, data);
    return this.profiles.profile(userId, targetId);
  }

  @MessagePattern(Patterns.social.setProfileImage)
  setProfileImage(@Payload() data: unknown) {
    const { userId, imageUrl } = parseMessage(ProfileImageSetMessage, data);
    return this.profiles.setProfileImage(userId, imageUrl);
  }

  @MessagePattern(Patterns.social.search)
  search(@Payload() data: unknown) {
    const { userId, q } = parseMessage(UserSearchMessage, data);
    return this.profiles.search(userId, q);
  }

  @MessagePattern(Patterns.social.ping)
  async ping(): Promise<ServicePing> {
    return { service: 'social', store: await this.store.ping() };
  }
}
