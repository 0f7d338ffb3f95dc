import { hash, verify } from '@node-rs/argon2';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

/** false for a wrong password and for a hash that is not an argon2 PHC string. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

let unknownAccountHash: Promise<string> | undefined;

/**
 * Spends the time of one verification against a hash nobody holds, so a sign-in for an email
 * with no account takes as long as one with a wrong password.
 */
export async function verifyAgainstNobody(plain: string): Promise<false> {
  unknownAccountHash ??= hashPassword('no account has this password');
  await verifyPassword(await unknownAccountHash, plain);
  return false;
}
