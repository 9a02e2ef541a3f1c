import { Controller, Inject } from '@nestjs/common';
import {
  ExtractPhotoMessage,
  ExtractSocialPostMessage,
  ExtractVideoMessage,
  Jobs,
  Messages,
  ReadExportMessage,
  ReadExportResult,
  RecipeDraft,
} from '@mise/contracts';
import { Handles } from '@mise/platform-bus';
import { JobQueue } from '@mise/platform-queue';
import type { ReadExportData } from '../exports/read-export.job';
import type { DraftFromPhotoData } from '../photo/photo-draft.job';
import type { DraftFromSocialPostData } from '../social/social-post.job';
import type { DraftFromYouTubeData } from '../video/video-draft.job';
import { JOB_QUEUE, runImportJob } from './extraction.handlers';

/**
 * How long a caller waits for each kind of job. The OCR pool may be busy with other pages first;
 * a video means a few requests to YouTube; an export may hold thousands of recipes with photos.
 * The gateway's bus deadlines are a little longer, so these timeouts' messages are the ones reported.
 */
export const MEDIA_JOB_TIMEOUT_MS = {
  photo: 90_000,
  youtube: 30_000,
  /** A post page and a subtitle track, each within the safe fetch's 10 s. */
  socialPost: 30_000,
  export: 120_000,
} as const;

/** Photo, video and export imports: each runs as a job (BullMQ worker or in-process queue). */
@Controller()
export class MediaHandlers {
  @Inject(JOB_QUEUE) private readonly queue!: JobQueue;

  @Handles(Messages.extraction.fromPhoto)
  fromPhoto(message: ExtractPhotoMessage): Promise<RecipeDraft> {
    const data: DraftFromPhotoData = { image: message.image };
    const job = { name: Jobs.extraction.fromPhoto, data, timeoutMs: MEDIA_JOB_TIMEOUT_MS.photo };
    return runImportJob(this.queue, job, message);
  }

  @Handles(Messages.extraction.fromYouTube)
  fromYouTube(message: ExtractVideoMessage): Promise<RecipeDraft> {
    const data: DraftFromYouTubeData = { videoId: message.videoId };
    const job = { name: Jobs.extraction.fromYouTube, data, timeoutMs: MEDIA_JOB_TIMEOUT_MS.youtube };
    return runImportJob(this.queue, job, message);
  }

  @Handles(Messages.extraction.fromSocialPost)
  fromSocialPost(message: ExtractSocialPostMessage): Promise<RecipeDraft> {
    const data: DraftFromSocialPostData = { platform: message.platform, url: message.url };
    const job = { name: Jobs.extraction.fromSocialPost, data, timeoutMs: MEDIA_JOB_TIMEOUT_MS.socialPost };
    return runImportJob(this.queue, job, message);
  }

  @Handles(Messages.extraction.readExport)
  readExport({ fileName, fileKey, indices, images }: ReadExportMessage): Promise<ReadExportResult> {
    const job: ReadExportData = { fileName, fileKey, indices, images };
    return this.queue.addAndWait(Jobs.extraction.readExport, job, MEDIA_JOB_TIMEOUT_MS.export);
  }
}
