import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  HouseholdInvitationMessage,
  HouseholdSendMessage,
  Patterns,
  SocialUserMessage,
} from '@mise/contracts';
import { parseMessage } from '@mise/platform-bus';
import { HouseholdsService } from './households.service';

const H = Patterns.social.household;

/** Bus entry points for households and invitations: parse the message, call the service, reply. */
@Controller()
export class HouseholdsHandlers {
  constructor(private readonly households: HouseholdsService) {}

  @MessagePattern(H.mine)
  mine(@Payload() data: unknown) {
    return this.households.mine(parseMessage(SocialUserMessage, data).userId);
  }

  @MessagePattern(H.availableFriends)
  availableFriends(@Payload() data: unknown) {
    return this.households.availableFriends(parseMessage(SocialUserMessage, data).userId);
  }

  @MessagePattern(H.received)
  received(@Payload() data: unknown) {
    return this.households.received(parseMessage(SocialUserMessage, data).userId);
  }

  @MessagePattern(H.sent)
  sent(@Payload() data: unknown) {
    return this.households.sent(parseMessage(SocialUserMessage, data).userId);
  }

  @MessagePattern(H.send)
  send(@Payload() data: unknown) {
    const { userId, body } = parseMessage(HouseholdSendMessage, data);
    return this.households.send(userId, body);
  }

  @MessagePattern(H.accept)
  accept(@Payload() data: unknown) {
    const { userId, invitationId } = parseMessage(HouseholdInvitationMessage, data);
    return this.households.accept(userId, invitationId);
  }

  @MessagePattern(H.decline)
  decline(@Payload() data: unknown) {
    const { userId, invitationId } = parseMessage(HouseholdInvitationMessage, data);
    return this.households.decline(userId, invitationId);
  }

  @MessagePattern(H.cancel)
  cancel(@Payload() data: unknown) {
    const { userId, invitationId } = parseMessage(HouseholdInvitationMessage, data);
    return this.households.cancel(userId, invitationId);
  }

  @MessagePattern(H.leave)
  leave(@Payload() data: unknown) {
    return this.households.leave(parseMessage(SocialUserMessage, data).userId);
  }
}
