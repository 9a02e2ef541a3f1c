import { Controller } from '@nestjs/common';
import { Messages, UserDataDeletedReply, RecipesExportPart, UserDataMessage } from '@mise/contracts';
import { Handles } from '@mise/platform-bus';
import { toRecipe } from '../recipes/recipe-mapping';
import { AccountDataRepository } from './account-data.repository';

/** The recipes service's part of account export and deletion (issue 12). */
@Controller()
export class AccountDataHandler {
  constructor(private readonly repository: AccountDataRepository) {}

  @Handles(Messages.account.recipes.exportData)
  async exportData({ userId }: UserDataMessage): Promise<RecipesExportPart> {
    const rows = await this.repository.ownedBy(userId);
    return { recipes: rows.map((row) => toRecipe(row)) };
  }

  /** Deletes the person's recipes; images that a friend's saved copy still shows are kept. */
  @Handles(Messages.account.recipes.deleteData)
  async deleteData({ userId }: UserDataMessage): Promise<UserDataDeletedReply> {
    const { deleted, images } = await this.repository.deleteOwnedBy(userId);
    const kept = await this.repository.stillUsed(images);
    return { deleted, imageUrls: images.filter((url) => !kept.has(url)) };
  }
}
