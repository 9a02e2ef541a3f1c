import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Identity, unauthorized } from '@mise/contracts';
import type { Request } from 'express';
import { clientAddress, RATE_LIMITER, RateLimiter } from '../http/rate-limit';
import { AuthenticatedRequest } from './current-user.decorator';
import { IS_PUBLIC, QUERY_TOKEN } from './public.decorator';
import { TOKEN_VERIFIER, TokenVerifier } from './token-verifier';
import { UserDirectory } from './user-directory';

/** Every /api route needs `Authorization: Bearer <Firebase ID token>` unless marked @Public(). */
@Injectable()
export class FirebaseAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
    private readonly users: UserDirectory,
    @Inject(RATE_LIMITER) private readonly rateLimits: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]))
      return true;
    const request = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const queryToken = this.reflector.getAllAndOverride<boolean>(QUERY_TOKEN, [
      context.getHandler(),
      context.getClass(),
    ])
      ? request.query.access_token
      : undefined;
    const token =
      /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ??
      (typeof queryToken === 'string' && queryToken ? queryToken : undefined);
    if (!token) throw unauthorized('Authentication required');
    let identity: Identity;
    try {
      identity = await this.verifier.verify(token);
    } catch {
      // Each refused token counts against the address: past the limit it hears 429, not 401.
      await this.rateLimits.consume('failedSignIn', { address: clientAddress(request) });
      throw unauthorized('Authentication failed');
    }
    request.user = await this.users.resolve(identity);
    return true;
  }
}
