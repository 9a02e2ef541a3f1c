import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  invalid,
  PantryImage,
  PantryImageAddMessage,
  PantryImageBody,
  PantryImageDeleteMessage,
  Messages,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseInput, requireId } from '../http/parse-input';
import { imageUpload, ImageUploads } from '../images';
import { actorOf } from './shopping-actor';

/** The bytes of a `data:image/...;base64,` URL, or null for anything else. */
function dataUrlBytes(url: string): Buffer | null {
  const match = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(url);
  return match ? Buffer.from(match[1], 'base64') : null;
}

/**
 * Pantry photos: stored through the shared image pipeline (content-checked, resized, EXIF
 * stripped), recorded by the shopping service for the household or the user.
 */
@Controller('pantry/images')
export class PantryImagesController {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    private readonly uploads: ImageUploads,
  ) {}

  @Get()
  list(@CurrentUser() user: UserProfile): Promise<PantryImage[]> {
    return send(this.bus, Messages.shopping.imagesList, actorOf(user));
  }

  /** JSON `{ imageUrl }` with a data URL (spec section 7), or multipart with the file in `image`. */
  @Post()
  @UseInterceptors(imageUpload('image'))
  async add(
    @CurrentUser() user: UserProfile,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: unknown,
  ): Promise<PantryImage> {
    let bytes = file?.buffer ?? null;
    if (!bytes) {
      bytes = dataUrlBytes(parseInput(PantryImageBody, body).imageUrl);
      if (!bytes) throw invalid('imageUrl must be a data URL of an image');
    }
    const stored = await this.uploads.store('pantry', bytes);
    const message: PantryImageAddMessage = {
      ...actorOf(user),
      imageUrl: stored.imageUrl,
      name: (file?.originalname ?? '').slice(0, 200),
    };
    return send(this.bus, Messages.shopping.imageAdd, message);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: UserProfile, @Param('id') raw: string): Promise<void> {
    const id = requireId(raw, 'Image not found');
    const message: PantryImageDeleteMessage = { ...actorOf(user), id };
    const reply = await send(this.bus, Messages.shopping.imageDelete, message);
    if (!reply.still_used) await this.uploads.delete(reply.image_url);
  }
}
