import { HouseholdInvitationsSendBody } from '@mise/contracts';
import { refusal, useSocialFixture } from '../social.fixture';

describe('profiles as a viewer sees them', () => {
  const f = useSocialFixture();

  it('shows oneself everything, with pending requests', async () => {
    const me = await f.user('Pat Own');
    const other = await f.user('Pat Other');
    await f.friends.request(other, me);
    expect(await f.profiles.profile(me, me)).toMatchObject({
      id: me,
      display_name: 'Pat Own',
      email: 'patown@example.com',
      isOwnProfile: true,
      isInSameHousehold: false,
      householdInfo: null,
      friendship: { status: 'none' },
      stats: { friendsCount: 0, pendingRequestsCount: 1 },
    });
  });

  it("hides a stranger's email and household, and says a request is pending", async () => {
    const me = await f.user('Pat Viewer');
    const stranger = await f.user('Pat Stranger');
    const theirFriend = await f.user('Pat Friend');
    await f.befriend(stranger, theirFriend);
    await f.households.send(
      stranger,
      HouseholdInvitationsSendBody.parse({ name: 'Nest', friendIds: [theirFriend] }),
    );
    await f.households.accept(theirFriend, (await f.households.received(theirFriend))[0].id);
    const { id } = await f.friends.request(me, stranger);
    expect(await f.profiles.profile(me, stranger)).toMatchObject({
      email: null,
      isOwnProfile: false,
      isInSameHousehold: false,
      householdInfo: null,
      friendship: { status: 'pending', friendshipId: id, request_type: 'sent' },
      stats: { friendsCount: 1, pendingRequestsCount: null },
    });
    expect((await f.profiles.profile(theirFriend, stranger)).householdInfo).toMatchObject({ name: 'Nest' });
  });

  it('shows a friend their email and household, and a housemate that they share it', async () => {
    const a = await f.user('Pat A');
    const b = await f.user('Pat B');
    const friendship = await f.befriend(a, b);
    expect(await f.profiles.profile(a, b)).toMatchObject({
      email: 'patb@example.com',
      friendship: { status: 'friends', friendshipId: friendship },
      isInSameHousehold: false,
    });
    await f.households.send(a, HouseholdInvitationsSendBody.parse({ name: 'Den', friendIds: [b] }));
    await f.households.accept(b, (await f.households.received(b))[0].id);
    expect(await f.profiles.profile(a, b)).toMatchObject({
      isInSameHousehold: true,
      householdInfo: { name: 'Den' },
    });
  });

  it('answers 404 for an unknown user', async () => {
    const me = await f.user('Pat Lost');
    await expect(f.profiles.profile(me, 999999)).rejects.toEqual(refusal('NotFound', 'User not found'));
  });

  it('keeps a new photo URL', async () => {
    const me = await f.user('Pat Photo');
    const url = '/api/images/profiles/abc123-display.webp';
    expect((await f.profiles.setProfileImage(me, url)).profile_image_url).toBe(url);
    expect((await f.profiles.profile(me, me)).profile_image_url).toBe(url);
  });
});
