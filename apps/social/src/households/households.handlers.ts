import { Controller } from '@nestjs/common';
import {
  HouseholdInvitationMessage,
  HouseholdSendMessage,
  Messages,
  SocialUserMessage,
} from '@mise/contracts';
import { Handles } from '@mise/platform-bus';
import { HouseholdsService } from './households.service';

/** Bus entry points for households and invitations: parse the message, call the service, reply. */
@Controller()
export class HouseholdsHandlers {
  constructor(private readonly households: HouseholdsService) {}

  @Handles(Messages.social.household.mine)
  mine({ userId }: SocialUserMessage) {
    return this.households.mine(userId);
  }

  @Handles(Messages.social.household.availableFriends)
  availableFriends({ userId }: SocialUserMessage) {
    return this.households.availableFriends(userId);
  }

  @Handles(Messages.social.household.received)
  received({ userId }: SocialUserMessage) {
    return this.households.received(userId);
  }

  @Handles(Messages.social.household.sent)
  sent({ userId }: SocialUserMessage) {
    return this.households.sent(userId);
  }

  @Handles(Messages.social.household.send)
  send({ userId, body }: HouseholdSendMessage) {
    return this.households.send(userId, body);
  }

  @Handles(Messages.social.household.accept)
  accept({ userId, invitationId }: HouseholdInvitationMessage) {
    return this.households.accept(userId, invitationId);
  }

  @Handles(Messages.social.household.decline)
  decline({ userId, invitationId }: HouseholdInvitationMessage) {
    return this.households.decline(userId, invitationId);
  }

  @Handles(Messages.social.household.cancel)
  cancel({ userId, invitationId }: HouseholdInvitationMessage) {
    return this.households.cancel(userId, invitationId);
  }

  @Handles(Messages.social.household.leave)
  leave({ userId }: SocialUserMessage) {
    return this.households.leave(userId);
  }
}
