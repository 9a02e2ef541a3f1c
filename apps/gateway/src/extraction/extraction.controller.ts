import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  ExtractFromText,
  ExtractTextMessage,
  IMPORT_ID_HEADER,
  IMPORT_ID_RE,
  ImportStageMessage,
  ImportStageReply,
  invalid,
  Messages,
  RecipeDraft,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseInput } from '../http/parse-input';
import { RateLimit } from '../http/rate-limit';

/** Longer than extraction's own wait for its job, so its timeout message is the one reported. */
const EXTRACTION_TIMEOUT_MS = 20000;

/**
 * The import id an extraction call names itself with (header `x-import-id`), for the overlay's stage
 * look-up. The header is optional and a malformed one is ignored: the call itself answers as the
 * spec says either way.
 */
export function importIdFrom(header: string | undefined): { importId?: string } {
  return header && IMPORT_ID_RE.test(header) ? { importId: header } : {};
}

/** The header decorator every extraction call reads its import id with. */
export const ImportIdHeader = () => Headers(IMPORT_ID_HEADER);

@Controller('extraction')
export class ExtractionController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Post('text')
  @HttpCode(200)
  @RateLimit('import')
  fromText(
    @CurrentUser() user: UserProfile,
    @Body() body: unknown,
    @ImportIdHeader() importId?: string,
  ): Promise<RecipeDraft> {
    const { text } = parseInput(ExtractFromText, body);
    const message: ExtractTextMessage = { userId: user.id, text, ...importIdFrom(importId) };
    return send(this.bus, Messages.extraction.fromText, message, EXTRACTION_TIMEOUT_MS);
  }

  /**
   * GET /api/extraction/stage/{importId}: how far the caller's own import named `importId` has come
   * (queued, fetching, reading, structuring, done), or `stage: null` when none is known.
   */
  @Get('stage/:importId')
  stage(@CurrentUser() user: UserProfile, @Param('importId') importId: string): Promise<ImportStageReply> {
    if (!IMPORT_ID_RE.test(importId)) throw invalid('Unknown import id');
    const message: ImportStageMessage = { userId: user.id, importId };
    return send(this.bus, Messages.extraction.importStage, message);
  }
}
