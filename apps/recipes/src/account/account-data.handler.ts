import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Patterns, UserDataDeletedReply, UserDataExportReply, UserDataMessage } from '@mise/contracts';
import { parseMessage } from '@mise/platform-bus';
import { toRecipe } from '../recipes/recipe-mapping';
import { AccountDataRepository } from './account-data.repository';

/** The recipes service's part of account export and deletion (issue 12). */
@Controller()
export class AccountDataHandler {
  constructor(private readonly repository: AccountDataRepository) {}

  @MessagePattern(Patterns.account.recipes.exportData)
  async exportData(@Payload() data: unknown): Promise<UserDataExportReply> {
    const { userId } = parseMessage(UserDataMessage, data);
    const rows = await this.repository.ownedBy(userId);
    return { recipes: rows.map((row) => toRecipe(row)) };
  }

  /** Deletes the person's recipes; images that a friend's saved copy still shows are kept. */
  @MessagePattern(Patterns.account.recipes.deleteData)
  async deleteData(@Payload() data: unknown): Promise<UserDataDeletedReply> {
    const { userId } = parseMessage(UserDataMessage, data);
    const { deleted, images } = await this.repository.deleteOwnedBy(userId);
    const kept = await this.repository.stillUsed(images);
    return { deleted, imageUrls: images.filter((url) => !kept.has(url)) };
  }
}
