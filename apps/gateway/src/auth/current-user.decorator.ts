import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { UserProfile } from '@mise/contracts';

export interface AuthenticatedRequest {
  user?: UserProfile;
}

/** The signed-in user's profile, put on the request by the auth guard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): UserProfile => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new Error('CurrentUser used on a route the auth guard did not run for');
  return user;
});
