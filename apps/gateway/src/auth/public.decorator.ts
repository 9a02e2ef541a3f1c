import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'mise:public';

/** Marks a route that needs no bearer token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
