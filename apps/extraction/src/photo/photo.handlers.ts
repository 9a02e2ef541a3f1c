import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ExtractPhotoMessage, Jobs, Patterns, RecipeDraft } from '@mise/contracts';
import { parseMessage } from '@mise/platform-bus';
import { JobQueue } from '@mise/platform-queue';
import { JOB_QUEUE } from '../extraction/extraction.handlers';
import type { DraftFromPhotoData } from './photo-draft.job';

/**
 * How long a caller waits for a page: the OCR pool may be busy with other pages first. The
 * gateway's bus deadline is a little longer, so this timeout's message is the one reported.
 */
export const FROM_PHOTO_TIMEOUT_MS = 90_000;

@Controller()
export class PhotoHandlers {
  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}

  /** OCR runs as a job (BullMQ worker or the in-process queue), never on the bus handler's turn. */
  @MessagePattern(Patterns.extraction.fromPhoto)
  fromPhoto(@Payload() data: unknown): Promise<RecipeDraft> {
    const { image } = parseMessage(ExtractPhotoMessage, data);
    return this.queue.addAndWait<DraftFromPhotoData, RecipeDraft>(
      Jobs.extraction.fromPhoto,
      { image },
      FROM_PHOTO_TIMEOUT_MS,
    );
  }
}
