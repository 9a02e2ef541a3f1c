import { Controller, Get } from '@nestjs/common';
import type { UserProfile } from '@mise/contracts';
import { CurrentUser } from '../auth/current-user.decorator';

@Controller('users')
export class UsersController {
  /** The guard already ensured the profile with social; the first call creates it. */
  @Get('profile')
  profile(@CurrentUser() user: UserProfile): UserProfile {
    return user;
  }
}
