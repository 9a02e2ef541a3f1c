import type { FriendListItem, PendingRequest, Suggestion } from '@mise/contracts';

export function makeFriend(id: number, name: string, friendshipId = id + 100): FriendListItem {
  return {
    id,
    user_id: id,
    display_name: name,
    email: `${name.split(' ')[0].toLowerCase()}@example.com`,
    profile_image_url: null,
    friendship_id: friendshipId,
    since: '2026-01-02T00:00:00.000Z',
  };
}

export function makeRequest(id: number, name: string, type: PendingRequest['request_type']): PendingRequest {
  return {
    friendship_id: id + 200,
    request_type: type,
    id,
    user_id: id,
    display_name: name,
    profile_image_url: null,
    created_at: '2026-01-03T00:00:00.000Z',
  };
}

export function makeSuggestion(id: number, mutual: number): Suggestion {
  return {
    id,
    display_name: `Suggested ${id}`,
    email: `s${id}@example.com`,
    profile_image_url: null,
    mutual_friends_count: mutual,
    suggestion_reason: `${mutual} mutual friend${mutual === 1 ? '' : 's'}`,
  };
}
