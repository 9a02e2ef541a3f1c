import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  AvailableFriend,
  Household,
  HouseholdActionReply,
  HouseholdInvitationsSendBody,
  HouseholdInvitationsSendReply,
  HouseholdSendMessage,
  Messages,
  ReceivedInvitation,
  SentInvitation,
  UserProfile,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseInput, requireId } from '../http/parse-input';

const H = Messages.social.household;

const invitationId = (raw: string) => requireId(raw, 'Invitation not found');

/** Households and invitations (spec section 7, 'Household'). Thin: parse, send on the bus, reply. */
@Controller('household')
export class HouseholdController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Get('mine')
  mine(@CurrentUser() user: UserProfile): Promise<Household> {
    return send(this.bus, H.mine, { userId: user.id });
  }

  @Get('available-friends')
  availableFriends(@CurrentUser() user: UserProfile): Promise<AvailableFriend[]> {
    return send(this.bus, H.availableFriends, { userId: user.id });
  }

  @Get('invitations/pending')
  received(@CurrentUser() user: UserProfile): Promise<ReceivedInvitation[]> {
    return send(this.bus, H.received, { userId: user.id });
  }

  @Get('invitations/sent')
  sent(@CurrentUser() user: UserProfile): Promise<SentInvitation[]> {
    return send(this.bus, H.sent, { userId: user.id });
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
    return send(this.bus, H.accept, { userId: user.id, invitationId: invitationId(id) });
  }

  @Post('invitations/:id/decline')
  @HttpCode(200)
  decline(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<HouseholdActionReply> {
    return send(this.bus, H.decline, { userId: user.id, invitationId: invitationId(id) });
  }

  @Delete('invitations/:id/cancel')
  cancel(@CurrentUser() user: UserProfile, @Param('id') id: string): Promise<HouseholdActionReply> {
    return send(this.bus, H.cancel, { userId: user.id, invitationId: invitationId(id) });
  }

  @Delete('leave')
  leave(@CurrentUser() user: UserProfile): Promise<HouseholdActionReply> {
    return send(this.bus, H.leave, { userId: user.id });
  }
}
