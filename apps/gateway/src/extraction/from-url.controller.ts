import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { ExtractFromUrl, ExtractUrlMessage, Messages, UrlDraft, UserProfile } from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseInput } from '../http/parse-input';
import { RateLimit } from '../http/rate-limit';
import { importIdFrom, ImportIdHeader } from './extraction.controller';

/**
 * Longer than extraction's own wait for the page (10 s fetch, the operator's model if one is
 * configured, reading), so its message is reported.
 */
const FROM_URL_TIMEOUT_MS = 50_000;

@Controller('recipes')
export class ExtractFromUrlController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  /** 400 a bad or private link; 422 the page did not answer usefully or holds no recipe. */
  @Post('extract-from-url')
  @HttpCode(200)
  @RateLimit('import')
  fromUrl(
    @CurrentUser() user: UserProfile,
    @Body() body: unknown,
    @ImportIdHeader() importId?: string,
  ): Promise<UrlDraft> {
    const { url } = parseInput(ExtractFromUrl, body);
    const message: ExtractUrlMessage = { userId: user.id, url, ...importIdFrom(importId) };
    return send(this.bus, Messages.extraction.fromUrl, message, FROM_URL_TIMEOUT_MS);
  }
}
