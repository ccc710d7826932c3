import { hash, verify, type Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the package's enum is a `const enum`, which isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane (≈ 7 ms here). */
export const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash that never matches, verified when the user is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('sportello-no-such-user');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
