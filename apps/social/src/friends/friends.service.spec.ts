import { BusEvents, friendsDigest, UserSearchMessage } from '@mise/contracts';
import { refusal, useSocialFixture } from '../social.fixture';
import { FriendErrors } from './friends.service';

describe('friendships on PGlite', () => {
  const f = useSocialFixture();

  describe('requests', () => {
    it('sends a pending request that both sides see, with who sent it', async () => {
      const ann = await f.user('Ann Lee');
      const bob = await f.user('Bob Ray');
      const request = await f.friends.request(ann, bob);
      expect(request).toMatchObject({ requester_id: ann, addressee_id: bob, status: 'pending' });
      expect(await f.friends.pending(ann)).toEqual([
        expect.objectContaining({
          friendship_id: request.id,
          request_type: 'sent',
          id: bob,
          display_name: 'Bob Ray',
        }),
      ]);
      expect(await f.friends.pending(bob)).toEqual([
        expect.objectContaining({ friendship_id: request.id, request_type: 'received', id: ann }),
      ]);
      expect(await f.friends.status(bob, ann)).toEqual({
        status: 'pending',
        friendshipId: request.id,
        request_type: 'received',
      });
      expect((await f.friends.stats(bob, bob)).pendingRequestsCount).toBe(1);
      expect((await f.friends.stats(ann, bob)).pendingRequestsCount).toBe(0);
    });

    it('refuses a request to oneself, to nobody, and a second one', async () => {
      const ann = await f.user('Ann Two');
      const bob = await f.user('Bob Two');
      await expect(f.friends.request(ann, ann)).rejects.toEqual(refusal('Invalid', FriendErrors.self));
      await expect(f.friends.request(ann, 999999)).rejects.toEqual(
        refusal('NotFound', FriendErrors.userNotFound),
      );
      await f.friends.request(ann, bob);
      await expect(f.friends.request(ann, bob)).rejects.toEqual(
        refusal('Conflict', FriendErrors.alreadySent),
      );
      expect(await f.friends.pending(ann)).toHaveLength(1);
    });

    it('tells someone who was already asked to accept the request instead', async () => {
      const ann = await f.user('Ann Three');
      const bob = await f.user('Bob Three');
      await f.friends.request(ann, bob);
      await expect(f.friends.request(bob, ann)).rejects.toEqual(
        refusal(
          'Conflict',
          'Ann Three has already sent you a friend request. Accept their request instead of sending a new one.',
        ),
      );
    });

    it('makes one request when both ask at the same moment', async () => {
      const ann = await f.user('Ann Race');
      const bob = await f.user('Bob Race');
      const results = await Promise.allSettled([f.friends.request(ann, bob), f.friends.request(bob, ann)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await f.friends.pending(ann)).toHaveLength(1);
    });

    it('refuses a request between friends', async () => {
      const ann = await f.user('Ann Four');
      const bob = await f.user('Bob Four');
      await f.befriend(ann, bob);
      await expect(f.friends.request(bob, ann)).rejects.toEqual(
        refusal('Conflict', FriendErrors.alreadyFriends),
      );
    });
  });

  describe('answers', () => {
    it('lets the receiver accept: both are friends and it is announced', async () => {
      const ann = await f.user('Ann Five');
      const bob = await f.user('Bob Five');
      const { id } = await f.friends.request(ann, bob);
      const emit = jest.spyOn(f.bus, 'emit');
      expect(await f.friends.update(bob, id, 'accepted')).toMatchObject({ status: 'accepted' });
      await f.outbox.flush();
      expect(emit).toHaveBeenCalledWith(BusEvents.friendshipChanged.name, {
        user_id: ann,
        friend_id: bob,
        status: 'accepted',
        user_friends_digest: friendsDigest([bob]),
        friend_friends_digest: friendsDigest([ann]),
      });
      emit.mockRestore();
      expect((await f.friends.friends(ann)).map((x) => [x.id, x.friendship_id])).toEqual([[bob, id]]);
      expect((await f.friends.friends(bob)).map((x) => x.id)).toEqual([ann]);
      expect(await f.friends.pending(bob)).toEqual([]);
      expect(await f.friends.status(ann, bob)).toEqual({
        status: 'friends',
        friendshipId: id,
        request_type: null,
      });
      expect(await f.friends.friendIds(bob)).toEqual([ann]);
      expect((await f.friends.stats(ann, ann)).friendsCount).toBe(1);
    });

    it("answers many people's friends digests at once, an empty set's for someone without friends", async () => {
      const ann = await f.user('Ann Digest');
      const bob = await f.user('Bob Digest');
      const cat = await f.user('Cat Digest');
      await f.friends.update(bob, (await f.friends.request(ann, bob)).id, 'accepted');
      await f.friends.update(cat, (await f.friends.request(ann, cat)).id, 'accepted');
      expect(await f.friends.friendsDigests([ann, bob, cat, 999999])).toEqual({
        [ann]: friendsDigest([bob, cat]),
        [bob]: friendsDigest([ann]),
        [cat]: friendsDigest([ann]),
        999999: friendsDigest([]),
      });
    });

    it('refuses accept and reject from the sender and from anyone else', async () => {
      const ann = await f.user('Ann Six');
      const bob = await f.user('Bob Six');
      const eve = await f.user('Eve Six');
      const { id } = await f.friends.request(ann, bob);
      await expect(f.friends.update(ann, id, 'accepted')).rejects.toEqual(
        refusal('Forbidden', FriendErrors.receiverOnly('accept')),
      );
      await expect(f.friends.update(ann, id, 'rejected')).rejects.toEqual(
        refusal('Forbidden', FriendErrors.receiverOnly('reject')),
      );
      await expect(f.friends.update(eve, id, 'accepted')).rejects.toEqual(
        refusal('NotFound', FriendErrors.requestNotFound),
      );
      expect((await f.friends.status(ann, bob)).status).toBe('pending');
    });

    it('refuses to accept twice', async () => {
      const ann = await f.user('Ann Seven');
      const bob = await f.user('Bob Seven');
      const id = await f.befriend(ann, bob);
      await expect(f.friends.update(bob, id, 'accepted')).rejects.toEqual(
        refusal('Conflict', FriendErrors.notPending),
      );
    });

    it('lets the receiver reject, after which the sender may ask again', async () => {
      const ann = await f.user('Ann Eight');
      const bob = await f.user('Bob Eight');
      const { id } = await f.friends.request(ann, bob);
      expect(await f.friends.update(bob, id, 'rejected')).toMatchObject({ status: 'rejected' });
      expect(await f.friends.pending(ann)).toEqual([]);
      expect((await f.friends.status(ann, bob)).status).toBe('none');
      await expect(f.friends.request(ann, bob)).resolves.toMatchObject({ status: 'pending' });
    });
  });

  describe('cancel and remove', () => {
    it('lets the sender cancel by PUT, then answers 404 to PUT and DELETE', async () => {
      const ann = await f.user('Ann Nine');
      const bob = await f.user('Bob Nine');
      const { id } = await f.friends.request(ann, bob);
      await expect(f.friends.update(bob, id, 'cancelled')).rejects.toEqual(
        refusal('Forbidden', FriendErrors.senderOnly),
      );
      expect(await f.friends.update(ann, id, 'cancelled')).toMatchObject({ status: 'cancelled' });
      expect(await f.friends.pending(bob)).toEqual([]);
      await expect(f.friends.update(ann, id, 'cancelled')).rejects.toEqual(
        refusal('NotFound', FriendErrors.requestNotFound),
      );
      await expect(f.friends.delete(ann, id)).rejects.toEqual(
        refusal('NotFound', FriendErrors.friendshipNotFound),
      );
    });

    it('lets the sender cancel by DELETE, but not the receiver', async () => {
      const ann = await f.user('Ann Ten');
      const bob = await f.user('Bob Ten');
      const { id } = await f.friends.request(ann, bob);
      await expect(f.friends.delete(bob, id)).rejects.toEqual(refusal('Forbidden', FriendErrors.senderOnly));
      expect(await f.friends.delete(ann, id)).toMatchObject({ status: 'cancelled' });
      expect(await f.friends.pending(ann)).toEqual([]);
    });

    it('lets either friend remove the friendship, announced once, and nobody else', async () => {
      const ann = await f.user('Ann Eleven');
      const bob = await f.user('Bob Eleven');
      const eve = await f.user('Eve Eleven');
      const id = await f.befriend(ann, bob);
      await expect(f.friends.delete(eve, id)).rejects.toEqual(
        refusal('NotFound', FriendErrors.friendshipNotFound),
      );
      const emit = jest.spyOn(f.bus, 'emit');
      expect(await f.friends.delete(bob, id)).toMatchObject({ status: 'removed' });
      await f.outbox.flush();
      expect(emit).toHaveBeenCalledWith(BusEvents.friendshipChanged.name, {
        user_id: ann,
        friend_id: bob,
        status: 'removed',
        user_friends_digest: friendsDigest([]),
        friend_friends_digest: friendsDigest([]),
      });
      emit.mockRestore();
      expect(await f.friends.friends(ann)).toEqual([]);
      expect(await f.friends.friendIds(bob)).toEqual([]);
      await expect(f.friends.delete(ann, id)).rejects.toEqual(
        refusal('NotFound', FriendErrors.friendshipNotFound),
      );
      await expect(f.friends.update(ann, id, 'cancelled')).rejects.toEqual(
        refusal('NotFound', FriendErrors.requestNotFound),
      );
    });

    it('refuses to cancel an accepted friendship (that is a removal)', async () => {
      const ann = await f.user('Ann Twelve');
      const bob = await f.user('Bob Twelve');
      const id = await f.befriend(ann, bob);
      await expect(f.friends.update(ann, id, 'cancelled')).rejects.toEqual(
        refusal('Conflict', FriendErrors.notPending),
      );
    });
  });

  describe("another user's friends", () => {
    it('shows them to the user and their friends, and refuses strangers and pending requesters', async () => {
      const ann = await f.user('Ann Thirteen');
      const bob = await f.user('Bob Thirteen');
      const eve = await f.user('Eve Thirteen');
      await f.befriend(ann, bob);
      await f.friends.request(eve, ann);
      const reply = await f.friends.friendsOf(bob, ann);
      expect(reply.userInfo).toEqual({ id: ann, display_name: 'Ann Thirteen' });
      expect(reply.friends.map((x) => x.id)).toEqual([bob]);
      expect((await f.friends.friendsOf(ann, ann)).friends).toHaveLength(1);
      await expect(f.friends.friendsOf(eve, ann)).rejects.toEqual(
        refusal('Forbidden', FriendErrors.friendsOnlyList),
      );
      await expect(f.friends.friendsOf(eve, 999999)).rejects.toEqual(
        refusal('NotFound', FriendErrors.userNotFound),
      );
    });
  });

  describe('suggestions', () => {
    it('ranks friends of friends by mutual friends, never friends, pending or dismissed people', async () => {
      const me = await f.user('Sue Me');
      const [b1, b2, b3] = [await f.user('Sue B1'), await f.user('Sue B2'), await f.user('Sue B3')];
      const [two, three, one, pending, dismissed] = [
        await f.user('Sue Two'),
        await f.user('Sue Three'),
        await f.user('Sue One'),
        await f.user('Sue Pending'),
        await f.user('Sue Dismissed'),
      ];
      for (const b of [b1, b2, b3]) await f.befriend(me, b);
      for (const b of [b1, b2, b3]) await f.befriend(b, three);
      for (const b of [b1, b2]) await f.befriend(b, two);
      await f.befriend(b3, one);
      await f.befriend(b1, b2); // b2 is a friend of b1 but already my friend
      await f.befriend(b1, pending);
      await f.friends.request(pending, me);
      await f.befriend(b1, dismissed);
      await f.friends.dismiss(me, dismissed);

      const suggestions = await f.friends.suggestions(me);
      expect(suggestions.map((s) => [s.id, s.mutual_friends_count, s.suggestion_reason])).toEqual([
        [three, 3, '3 mutual friends'],
        [two, 2, '2 mutual friends'],
        [one, 1, '1 mutual friend'],
      ]);
      expect(suggestions[0]).toMatchObject({ display_name: 'Sue Three', email: 'suethree@example.com' });

      await f.friends.dismiss(me, two);
      expect((await f.friends.suggestions(me)).map((s) => s.id)).toEqual([three, one]);
      await f.friends.dismiss(me, two);
      expect((await f.friends.suggestions(me)).map((s) => s.id)).toEqual([three, one]);
      await expect(f.friends.dismiss(me, 999999)).rejects.toEqual(
        refusal('NotFound', FriendErrors.userNotFound),
      );
    });
  });

  describe('user search', () => {
    it('finds by display name anywhere or email prefix, case-insensitive, never the caller', async () => {
      const me = await f.user('Zed Searcher', 'zed@example.com');
      const zelda = await f.user('Zelda Quill', 'zq@mail.test');
      const quincy = await f.user('Quincy Adams', 'zorro.q@mail.test');
      const byName = await f.profiles.search(me, 'QUIL');
      expect(byName.map((r) => r.id)).toEqual([zelda]);
      expect(byName[0]).toMatchObject({ email: null, friendship: { status: 'none' } });

      // Found by the start of an email, which stays hidden from a stranger until typed whole.
      const byEmail = await f.profiles.search(me, 'ZORRO');
      expect(byEmail.map((r) => [r.id, r.email])).toEqual([[quincy, null]]);
      const byWholeEmail = await f.profiles.search(me, 'ZORRO.Q@mail.test');
      expect(byWholeEmail.map((r) => [r.id, r.email])).toEqual([[quincy, 'zorro.q@mail.test']]);

      expect((await f.profiles.search(me, 'ze')).map((r) => r.id)).not.toContain(me);
      expect(await f.profiles.search(me, 'mail.test')).toEqual([]);
      expect(await f.profiles.search(me, '%%')).toEqual([]);
    });

    it('refuses queries shorter than 2 characters', () => {
      expect(UserSearchMessage.safeParse({ userId: 1, q: ' a ' }).success).toBe(false);
      expect(UserSearchMessage.safeParse({ userId: 1, q: 'ab' }).success).toBe(true);
    });
  });
});
