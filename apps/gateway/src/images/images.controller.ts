import { Controller, Get, Headers, Inject, Param, Res } from '@nestjs/common';
import { notFound } from '@mise/contracts';
import { isValidKey, ObjectStorage } from '@mise/platform-storage';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';
import { IMAGE_FOLDERS, OBJECT_STORAGE } from './image-uploads';

/**
 * Serves stored images. Keys are content hashes, so a URL always names the same bytes: cached for
 * a year as immutable. A WebP asked for by a browser that does not accept WebP gets its JPEG twin.
 * Public like any image link: the hash is unguessable, and an `<img>` cannot send a bearer token.
 */
@Controller('images')
export class ImagesController {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  @Public()
  @Get(':folder/:name')
  async get(
    @Param('folder') folder: string,
    @Param('name') name: string,
    @Headers('accept') accept: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const key = `${folder}/${name}`;
    if (!(folder in IMAGE_FOLDERS) || !isValidKey(key)) throw notFound('Image not found');
    const wantsJpeg = key.endsWith('.webp') && accept !== undefined && !accept.includes('image/webp');
    const stored =
      (wantsJpeg ? await this.storage.get(key.replace(/\.webp$/, '.jpg')) : null) ??
      (await this.storage.get(key));
    if (!stored) throw notFound('Image not found');
    response.set({
      'Content-Type': stored.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept',
    });
    response.send(stored.data);
  }
}
