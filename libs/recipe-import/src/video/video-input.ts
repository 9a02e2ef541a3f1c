/** What the video readers get: the text a video page carries, already fetched by the caller. */
export interface VideoChapter {
  title: string;
  startSeconds: number;
}

export interface TranscriptSegment {
  text: string;
  startSeconds?: number;
}

export interface VideoText {
  title: string;
  description?: string;
  chapters?: VideoChapter[];
  transcript?: TranscriptSegment[] | string;
  channelName?: string;
  url?: string;
  thumbnailUrl?: string;
  keywords?: string[];
}
