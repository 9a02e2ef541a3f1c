import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { ExtractFromText, ExtractTextMessage, Patterns, RecipeDraft, UserProfile } from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseInput } from '../http/parse-input';
import { RateLimit } from '../http/rate-limit';

/** Longer than extraction's own wait for its job, so its timeout message is the one reported. */
const EXTRACTION_TIMEOUT_MS = 20000;

@Controller('extraction')
export class ExtractionController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Post('text')
  @HttpCode(200)
  @RateLimit('import')
  fromText(@CurrentUser() user: UserProfile, @Body() body: unknown): Promise<RecipeDraft> {
    const { text } = parseInput(ExtractFromText, body);
    const message: ExtractTextMessage = { userId: user.id, text };
    return send(this.bus, Patterns.extraction.fromText, message, EXTRACTION_TIMEOUT_MS);
  }
}
