// The social service as a library: its module and start function, started by a main (distributed)
// or by the standalone composition root. Importing this starts nothing.
export { socialMigrations, SocialModule, startSocialService, type SocialDeps } from './social.app';
// The suggestions SQL, for bench/suggestions.ts to run it straight on the store.
export { suggestionsQuery } from './friends/friends.repository';
export { SUGGESTIONS_LIMIT } from './friends/friends.service';
