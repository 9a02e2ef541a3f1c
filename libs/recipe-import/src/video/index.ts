export type { VideoChapter, VideoText, TranscriptSegment } from './video-input';
export { readVideoRecipe } from './video-recipe';
export { readVideoDescription } from './description-reader';
export { readVideoChapters } from './chapters-reader';
export { readVideoTranscript, transcriptIngredients, transcriptSteps } from './transcript-reader';
export { cleanVideoTitle } from './description-cleaner';
export { spokenToNumerals } from './spoken-numbers';
