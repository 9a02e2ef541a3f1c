import { BusEvents, HouseholdInvitationsSendBody } from '@mise/contracts';
import { refusal, useSocialFixture } from '../social.fixture';
import { HouseholdErrors } from './households.service';

describe('households on PGlite', () => {
  const f = useSocialFixture();

  const body = (name: string, friendIds: number[]) => HouseholdInvitationsSendBody.parse({ name, friendIds });

  /** An inviter with the given number of friends. */
  async function circle(tag: string, size: number) {
    const host = await f.user(`Host ${tag}`);
    const friends: number[] = [];
    for (let i = 0; i < size; i++) {
      const friend = await f.user(`Friend${i} ${tag}`);
      await f.befriend(host, friend);
      friends.push(friend);
    }
    return { host, friends };
  }

  it('checks the name and the friend list with the spec texts', () => {
    expect(
      HouseholdInvitationsSendBody.safeParse({ name: '  ', friendIds: [1] }).error?.issues[0]?.message,
    ).toBe('Please enter a household name');
    expect(
      HouseholdInvitationsSendBody.safeParse({ name: 'Home', friendIds: [] }).error?.issues[0]?.message,
    ).toBe('Please select at least one friend');
  });

  it('sends each friend one invitation; the first acceptance creates the household with the inviter first', async () => {
    const { host, friends } = await circle('A', 2);
    const [ann, bob] = friends;
    const sent = await f.households.send(host, body(' The Flat ', [ann, bob, ann]));
    expect(sent).toMatchObject({ household_name: 'The Flat', invited: [ann, bob] });
    expect(await f.households.sent(host)).toEqual([
      expect.objectContaining({ id: sent.id, household_name: 'The Flat', pending_count: 2 }),
    ]);
    const [received] = await f.households.received(ann);
    expect(received).toMatchObject({ household_name: 'The Flat', inviter_name: 'Host A' });
    await expect(f.households.mine(host)).rejects.toEqual(refusal('NotFound', HouseholdErrors.none));

    const emit = jest.spyOn(f.bus, 'emit');
    const { household } = await f.households.accept(ann, received.id);
    expect(household?.members.map((m) => [m.id, m.first_name])).toEqual([
      [host, 'Host'],
      [ann, 'Friend0'],
    ]);
    await f.outbox.flush();
    expect(emit).toHaveBeenCalledWith(BusEvents.householdChanged.name, {
      household_id: household?.id,
      name: 'The Flat',
      member_ids: [host, ann],
      dissolved: false,
      former_member_ids: [],
    });
    expect((await f.households.mine(host)).id).toBe(household?.id);
    expect(await f.households.sent(host)).toEqual([expect.objectContaining({ pending_count: 1 })]);

    const [bobs] = await f.households.received(bob);
    await f.households.accept(bob, bobs.id);
    await f.outbox.flush();
    expect(emit).toHaveBeenLastCalledWith(BusEvents.householdChanged.name, {
      household_id: household?.id,
      name: 'The Flat',
      member_ids: [host, ann, bob],
      dissolved: false,
      former_member_ids: [host, ann],
    });
    emit.mockRestore();
    expect(await f.households.sent(host)).toEqual([]);
    const mine = await f.households.mine(bob);
    expect(mine.members.map((m) => m.id)).toEqual([host, ann, bob]);
    expect(new Date(mine.members[1].joined_at).getTime()).toBeGreaterThan(
      new Date(mine.members[0].joined_at).getTime(),
    );
  });

  it('invites accepted friends only, never oneself, and nobody while in a household or with invitations out', async () => {
    const { host, friends } = await circle('B', 2);
    const stranger = await f.user('Stranger B');
    const asked = await f.user('Asked B');
    await f.friends.request(host, asked);
    await expect(f.households.send(host, body('Home', [stranger]))).rejects.toEqual(
      refusal('Forbidden', HouseholdErrors.friendsOnly),
    );
    await expect(f.households.send(host, body('Home', [asked]))).rejects.toEqual(
      refusal('Forbidden', HouseholdErrors.friendsOnly),
    );
    await expect(f.households.send(host, body('Home', [host]))).rejects.toEqual(
      refusal('Invalid', HouseholdErrors.inviteSelf),
    );
    expect(await f.households.received(stranger)).toEqual([]);

    await f.households.send(host, body('Home', [friends[0]]));
    await expect(f.households.send(host, body('Home 2', [friends[1]]))).rejects.toEqual(
      refusal('Conflict', HouseholdErrors.openRound),
    );
    const [invitation] = await f.households.received(friends[0]);
    await f.households.accept(friends[0], invitation.id);
    await expect(f.households.send(host, body('Home 3', [friends[1]]))).rejects.toEqual(
      refusal('Conflict', HouseholdErrors.alreadyMember),
    );
  });

  it('lists as available only friends who are in no household, and refuses inviting the others', async () => {
    const { host, friends } = await circle('C', 3);
    const other = await circle('C2', 1);
    await f.befriend(other.host, friends[2]);
    await f.households.send(other.host, body('Elsewhere', [friends[2]]));
    await f.households.accept(friends[2], (await f.households.received(friends[2]))[0].id);

    const available = await f.households.availableFriends(host);
    expect(available.map((a) => a.id)).toEqual([friends[0], friends[1]]);
    expect(available[0]).toMatchObject({ first_name: 'Friend0', display_name: 'Friend0 C' });
    await expect(f.households.send(host, body('Home', [friends[0], friends[2]]))).rejects.toEqual(
      refusal('Conflict', HouseholdErrors.friendInHousehold('Friend2 C')),
    );
  });

  it('refuses joining a second household, and answering invitations addressed to someone else', async () => {
    const { host, friends } = await circle('D', 2);
    const other = await circle('D2', 0);
    await f.befriend(other.host, friends[0]);
    await f.households.send(host, body('First', [friends[0], friends[1]]));
    await f.households.send(other.host, body('Second', [friends[0]]));
    const invitations = await f.households.received(friends[0]);
    const first = invitations.find((i) => i.household_name === 'First');
    const second = invitations.find((i) => i.household_name === 'Second');
    await expect(f.households.accept(friends[1], first!.id)).rejects.toEqual(
      refusal('NotFound', HouseholdErrors.invitationNotFound),
    );
    await expect(f.households.decline(host, first!.id)).rejects.toEqual(
      refusal('NotFound', HouseholdErrors.invitationNotFound),
    );
    await f.households.accept(friends[0], first!.id);
    await expect(f.households.accept(friends[0], second!.id)).rejects.toEqual(
      refusal('Conflict', HouseholdErrors.alreadyMemberToJoin),
    );
    await expect(f.households.accept(friends[0], first!.id)).rejects.toEqual(
      refusal('Conflict', HouseholdErrors.notPending),
    );
    expect((await f.households.mine(friends[0])).name).toBe('First');
  });

  it("cancels a new member's own invitations: they cannot found another household", async () => {
    const { host, friends } = await circle('E', 1);
    const joiner = friends[0];
    const third = await f.user('Third E');
    await f.befriend(joiner, third);
    await f.households.send(joiner, body("Joiner's", [third]));
    await f.households.send(host, body("Host's", [joiner]));
    await f.households.accept(joiner, (await f.households.received(joiner))[0].id);
    expect(await f.households.received(third)).toEqual([]);
    expect(await f.households.sent(joiner)).toEqual([]);
  });

  it('refuses an acceptance once the inviter has joined another household', async () => {
    const { host, friends } = await circle('F', 1);
    const other = await circle('F2', 0);
    await f.befriend(other.host, host);
    await f.households.send(host, body('Mine', [friends[0]]));
    await f.households.send(other.host, body('Theirs', [host]));
    const [invitation] = await f.households.received(friends[0]);
    // The host joins elsewhere; their own round is cancelled with it.
    await f.households.accept(host, (await f.households.received(host))[0].id);
    await expect(f.households.accept(friends[0], invitation.id)).rejects.toEqual(
      refusal('Conflict', HouseholdErrors.notPending),
    );
    await expect(f.households.mine(friends[0])).rejects.toEqual(refusal('NotFound', HouseholdErrors.none));
  });

  it('lets the invitee decline, once', async () => {
    const { host, friends } = await circle('G', 2);
    await f.households.send(host, body('Home', friends));
    const [invitation] = await f.households.received(friends[0]);
    await f.households.decline(friends[0], invitation.id);
    expect(await f.households.received(friends[0])).toEqual([]);
    expect(await f.households.sent(host)).toEqual([expect.objectContaining({ pending_count: 1 })]);
    await expect(f.households.decline(friends[0], invitation.id)).rejects.toEqual(
      refusal('Conflict', HouseholdErrors.notPending),
    );
    await expect(f.households.accept(friends[0], invitation.id)).rejects.toEqual(
      refusal('Conflict', HouseholdErrors.notPending),
    );
  });

  it('lets the inviter, and only the inviter, cancel all pending invitations of a round', async () => {
    const { host, friends } = await circle('H', 2);
    const sent = await f.households.send(host, body('Home', friends));
    await expect(f.households.cancel(friends[0], sent.id)).rejects.toEqual(
      refusal('NotFound', HouseholdErrors.invitationNotFound),
    );
    await f.households.cancel(host, sent.id);
    expect(await f.households.sent(host)).toEqual([]);
    expect(await f.households.received(friends[0])).toEqual([]);
    expect(await f.households.received(friends[1])).toEqual([]);
    await expect(f.households.cancel(host, sent.id)).rejects.toEqual(
      refusal('NotFound', HouseholdErrors.nothingToCancel),
    );
    // Nothing left open: a new round may be sent.
    await expect(f.households.send(host, body('Again', [friends[0]]))).resolves.toMatchObject({
      household_name: 'Again',
    });
  });

  it('dissolves the household for everyone when any member leaves, and says so', async () => {
    const { host, friends } = await circle('I', 3);
    await f.households.send(host, body('Home', friends));
    await f.households.accept(friends[0], (await f.households.received(friends[0]))[0].id);
    await f.households.accept(friends[1], (await f.households.received(friends[1]))[0].id);
    const pendingInvitation = (await f.households.received(friends[2]))[0];
    const { id } = await f.households.mine(host);

    const emit = jest.spyOn(f.bus, 'emit');
    await f.households.leave(friends[1]);
    await f.outbox.flush();
    expect(emit).toHaveBeenCalledWith(BusEvents.householdChanged.name, {
      household_id: id,
      name: 'Home',
      member_ids: [],
      dissolved: true,
      former_member_ids: expect.arrayContaining([host, friends[0], friends[1]]),
    });
    emit.mockRestore();
    for (const member of [host, friends[0], friends[1]])
      await expect(f.households.mine(member)).rejects.toEqual(refusal('NotFound', HouseholdErrors.none));
    await expect(f.households.leave(host)).rejects.toEqual(refusal('NotFound', HouseholdErrors.none));
    await expect(f.households.accept(friends[2], pendingInvitation.id)).rejects.toEqual(
      refusal('Conflict', HouseholdErrors.notPending),
    );
    // Everyone is free again.
    expect((await f.households.availableFriends(host)).map((a) => a.id)).toEqual(friends);
  });
});
