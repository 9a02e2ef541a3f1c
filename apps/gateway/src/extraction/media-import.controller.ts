import { Body, Controller, HttpCode, Inject, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  checkSocialVideoUrl,
  ExtractFromYouTube,
  ExtractPhotoMessage,
  ExtractSocialPostMessage,
  ExtractVideoMessage,
  invalid,
  Messages,
  RecipeDraft,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseInput } from '../http/parse-input';
import { importIdFrom, ImportIdHeader } from './extraction.controller';
import { pageImageForBus } from './photo-upload';
import { RateLimit } from '../http/rate-limit';
import { imageUpload } from '../images';

/** A little longer than the extraction service's own waits, so its timeout message is reported. */
const PHOTO_TIMEOUT_MS = 95_000;
const YOUTUBE_TIMEOUT_MS = 35_000;
const SOCIAL_POST_TIMEOUT_MS = 35_000;

/**
 * The spec's photo and video ways in (section 7). Every one needs a signed-in user. The video call
 * reads an Instagram or TikTok post as well: its caption, like a YouTube description.
 */
@Controller('recipes')
export class MediaImportController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Post('extract-recipe')
  @HttpCode(200)
  @RateLimit('import')
  @UseInterceptors(imageUpload('recipeImage'))
  async extractRecipe(
    @CurrentUser() user: UserProfile,
    @UploadedFile() file: { buffer?: Buffer } | undefined,
    @ImportIdHeader() importId?: string,
  ): Promise<RecipeDraft> {
    if (!file?.buffer?.length) throw invalid("Send the photo as a file in the 'recipeImage' field");
    const message: ExtractPhotoMessage = {
      userId: user.id,
      image: await pageImageForBus(file.buffer),
      ...importIdFrom(importId),
    };
    return send(this.bus, Messages.extraction.fromPhoto, message, PHOTO_TIMEOUT_MS);
  }

  @Post('extract-from-youtube')
  @HttpCode(200)
  @RateLimit('import')
  extractFromYouTube(
    @CurrentUser() user: UserProfile,
    @Body() body: unknown,
    @ImportIdHeader() importId?: string,
  ): Promise<RecipeDraft> {
    const { youtubeUrl } = parseInput(ExtractFromYouTube, body);
    // The guard has already answered 401 to a signed-out caller; the other checks are the modal's.
    const check = checkSocialVideoUrl(youtubeUrl, true);
    if (!check.ok) throw invalid(check.error);
    // The modal's one call (the spec's route and field) carries Instagram and TikTok links too.
    if (check.platform !== 'YouTube') {
      const post: ExtractSocialPostMessage = {
        userId: user.id,
        platform: check.platform,
        url: check.url,
        ...importIdFrom(importId),
      };
      return send(this.bus, Messages.extraction.fromSocialPost, post, SOCIAL_POST_TIMEOUT_MS);
    }
    const message: ExtractVideoMessage = {
      userId: user.id,
      videoId: check.videoId,
      ...importIdFrom(importId),
    };
    return send(this.bus, Messages.extraction.fromYouTube, message, YOUTUBE_TIMEOUT_MS);
  }
}
