import { Controller, Delete, Get, Header, HttpCode, Inject } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  AccountExport,
  BusEvents,
  type ExportedImage,
  MISE_EXPORT_FORMAT,
  MISE_EXPORT_VERSION,
  Messages,
  UserDataMessage,
  UserDeletedEvent,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, emit, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { UserDirectory } from '../auth/user-directory';
import { ImageUploads } from '../images';

const SERVICES = ['recipes', 'shopping', 'social'] as const;
/** Deleting hundreds of recipes may take longer than an ordinary call. */
const ACCOUNT_TIMEOUT_MS = 60_000;

/**
 * The signed-in person's whole account: an export of everything they have, and its deletion.
 * Each service answers for its own data over the bus; social goes last, so a failure half way
 * leaves the person able to sign in and try again.
 */
@Controller('users/me')
export class AccountController {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    private readonly images: ImageUploads,
    private readonly users: UserDirectory,
  ) {}

  @Get('export')
  @Header('Content-Disposition', 'attachment; filename="mise-export.json"')
  @Header('Cache-Control', 'no-store')
  async exportData(@CurrentUser() user: UserProfile): Promise<AccountExport> {
    const message: UserDataMessage = { userId: user.id };
    const { recipes: r, shopping: s, social: p } = Messages.account;
    const [recipes, shopping, social] = await Promise.all([
      send(this.bus, r.exportData, message, ACCOUNT_TIMEOUT_MS),
      send(this.bus, s.exportData, message, ACCOUNT_TIMEOUT_MS),
      send(this.bus, p.exportData, message, ACCOUNT_TIMEOUT_MS),
    ]);
    const recipeList = recipes.recipes;
    const pantryPhotos = shopping.pantryPhotos;
    return {
      format: MISE_EXPORT_FORMAT,
      version: MISE_EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      profile: social.profile ?? user,
      recipes: recipeList,
      shoppingList: shopping.shoppingList ?? null,
      pantry: shopping.pantry,
      pantryPhotos,
      social: {},
      images: await this.storedImages([
        ...recipeList.map((recipe) => recipe.image),
        ...pantryPhotos.map((photo) => photo.url),
      ]),
    };
  }

  /** The bytes of every stored picture the export names, so the file stands on its own. */
  private async storedImages(urls: string[]): Promise<Record<string, ExportedImage>> {
    const images: Record<string, ExportedImage> = {};
    for (const url of new Set(urls)) {
      const stored = url ? await this.images.read(url) : null;
      if (stored) images[url] = { contentType: stored.contentType, data: stored.data.toString('base64') };
    }
    return images;
  }

  @Delete()
  @HttpCode(204)
  async deleteAccount(@CurrentUser() user: UserProfile): Promise<void> {
    const message: UserDataMessage = { userId: user.id };
    const images: string[] = [];
    for (const service of SERVICES) {
      const reply = await send(this.bus, Messages.account[service].deleteData, message, ACCOUNT_TIMEOUT_MS);
      images.push(...reply.imageUrls);
    }
    for (const url of images) await this.images.delete(url);
    this.users.forget(user.id);
    const event: UserDeletedEvent = { id: user.id };
    emit(this.bus, BusEvents.userDeleted, event);
  }
}
