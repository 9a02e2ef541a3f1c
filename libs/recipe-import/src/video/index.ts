/**
 * Video text readers: the text a video page carries (title, description, chapters, transcript) in,
 * a recipe draft or null out. `readVideoRecipe` is the chain; each reader is usable alone.
 */
export type { VideoChapter, VideoText, TranscriptSegment } from './video-input';
export { readVideoRecipe } from './video-recipe';
export { readVideoDescription } from './description-reader';
export { readVideoChapters } from './chapters-reader';
export { readVideoTranscript, transcriptIngredients, transcriptSteps } from './transcript-reader';
export { cleanVideoTitle } from './description-cleaner';
export { spokenToNumerals } from './spoken-numbers';
