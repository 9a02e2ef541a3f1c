/** Queue and job names. */
export const Jobs = {
  extraction: {
    queue: 'extraction',
    fromText: 'draft-from-text',
    fromUrl: 'draft-from-url',
    fromPhoto: 'draft-from-photo',
    fromYouTube: 'draft-from-youtube',
    fromSocialPost: 'draft-from-social-post',
    readExport: 'read-export',
  },
} as const;
