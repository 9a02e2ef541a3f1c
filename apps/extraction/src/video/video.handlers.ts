import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ExtractVideoMessage, Jobs, Patterns, RecipeDraft } from '@mise/contracts';
import { parseMessage } from '@mise/platform-bus';
import { JobQueue } from '@mise/platform-queue';
import { JOB_QUEUE } from '../extraction/extraction.handlers';
import type { DraftFromYouTubeData } from './video-draft.job';

/** Fetching a video's page data and captions takes a few seconds; the gateway waits a bit longer. */
export const FROM_YOUTUBE_TIMEOUT_MS = 30_000;

@Controller()
export class VideoHandlers {
  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}

  @MessagePattern(Patterns.extraction.fromYouTube)
  fromYouTube(@Payload() data: unknown): Promise<RecipeDraft> {
    const { videoId } = parseMessage(ExtractVideoMessage, data);
    return this.queue.addAndWait<DraftFromYouTubeData, RecipeDraft>(
      Jobs.extraction.fromYouTube,
      { videoId },
      FROM_YOUTUBE_TIMEOUT_MS,
    );
  }
}
