import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'mise:public';

/** Marks a route that needs no bearer token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const QUERY_TOKEN = 'mise:query-token';

/**
 * Marks a route that also takes the token as `?access_token=`: an EventSource cannot set headers.
 * Only for streams that a browser opens itself; the header still wins when both are sent.
 */
export const AcceptsQueryToken = () => SetMetadata(QUERY_TOKEN, true);
