import { Controller, Inject } from '@nestjs/common';
import {
  Messages,
  ProfileImageSetMessage,
  ProfileUpdateMessage,
  ServicePing,
  SocialTargetMessage,
  UserEnsureMessage,
  UserSearchMessage,
} from '@mise/contracts';
import { Handles } from '@mise/platform-bus';
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

  @Handles(Messages.social.ensureUser)
  ensure({ identity }: UserEnsureMessage) {
    return this.users.ensure(identity);
  }

  @Handles(Messages.social.profile)
  profile({ userId, targetId }: SocialTargetMessage) {
    return this.profiles.profile(userId, targetId);
  }

  @Handles(Messages.social.setProfileImage)
  setProfileImage({ userId, imageUrl }: ProfileImageSetMessage) {
    return this.profiles.setProfileImage(userId, imageUrl);
  }

  @Handles(Messages.social.updateProfile)
  updateProfile({ userId, language }: ProfileUpdateMessage) {
    return this.profiles.setLanguage(userId, language);
  }

  @Handles(Messages.social.search)
  search({ userId, q }: UserSearchMessage) {
    return this.profiles.search(userId, q);
  }

  @Handles(Messages.social.ping)
  async ping(): Promise<ServicePing> {
    return { service: 'social', store: await this.store.ping() };
  }
}
