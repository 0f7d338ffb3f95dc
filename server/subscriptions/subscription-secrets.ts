import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters (unsubscribe and confirmation links alike). */
export const LINK_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newLinkSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The store keeps a confirmation secret only as its hash: a copy of the table confirms no one. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
