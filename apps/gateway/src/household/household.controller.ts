import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  AvailableFriend,
  Household,
  HouseholdActionReply,
  HouseholdInvitationMessage,
  HouseholdInvitationsSendBody,
  HouseholdInvitationsSendReply,
  HouseholdSendMessage,
  Patterns,
  ReceivedInvitation,
  SentInvitation,
  SocialUserMessage,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseInput, requireId } from '../http/parse-input';

const H = Patterns.social.household;

const invitationId = (raw: string) => requireId(raw, 'Invitation not found');

/** Households and invitations (spec section 7, 'Household'). Thin: parse, send on the bus, reply. */
@Controller('household')
export class HouseholdController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Get('mine')
  mine(@CurrentUser() user: UserProfile): Promise<Household> {
    return this.ask(H.mine, user);
  }

  @Get('available-friends')
  availableFriends(@CurrentUser() user: UserProfile): Promise<AvailableFriend[]> {
    return this.ask(H.availableFriends, user);
  }

  @Get('invitations/pending')
  received(@CurrentUser() user: UserProfile): Promise<ReceivedInvitation[]> {
    return this.ask(H.received, user);
  }

  @Get('invitations/sent')
  sent(@CurrentUser() user: UserProfile): Promise<SentInvitation[]> {
    return this.ask(H.sent, user);
  }

  @Post('invitations/send')
  sendInvitations(
    @CurrentUser() user: UserProfile,
    @Body() body: unknown,
  ): Promise<HouseholdInvitationsSendReply> {
    const message: HouseholdSendMessage = {
      userId: user.id,
      body: parseInput(HouseholdInvitationsSendBody, body),
    };
    return send(this.bus, H.send, message);
  }

  @Post('invitations/:id/accept')
  @HttpCode(200)
  accept(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<HouseholdActionReply> {
    return this.onInvitation(H.accept, user, id);
  }

  @Post('invitations/:id/decline')
  @HttpCode(200)
  decline(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<HouseholdActionReply> {
    return this.onInvitation(H.decline, user, id);
  }

  @Delete('invitations/:id/cancel')
  cancel(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<HouseholdActionReply> {
    return this.onInvitation(H.cancel, user, id);
  }

  @Delete('leave')
  leave(@CurrentUser() user: UserProfile): Promise<HouseholdActionReply> {
    return this.ask(H.leave, user);
  }

  private ask<T>(pattern: string, user: UserProfile): Promise<T> {
    const message: SocialUserMessage = { userId: user.id };
    return send(this.bus, pattern, message);
  }

  private onInvitation(pattern: string, user: UserProfile, id: string): Promise<HouseholdActionReply> {
    const message: HouseholdInvitationMessage = { userId: user.id, invitationId: invitationId(id) };
    return send(this.bus, pattern, message);
  }
}
