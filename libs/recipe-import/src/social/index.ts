/**
 * Instagram and TikTok posts: their public page in, the post (caption, author, cover, subtitle
 * tracks) or why it cannot be read out; the caption then goes through the video text reader.
 */
export type { SocialPost, SocialPageRead, SocialPostRefusal, SubtitleTrack } from './post-page';
export { instagramEmbedUrl, readInstagramEmbed, readInstagramPage } from './instagram-page';
export { readTikTokPage } from './tiktok-page';
export { captionAsVideoText, parseWebVtt, readSocialPostRecipe } from './social-recipe';
