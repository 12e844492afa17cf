import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/** The cost every new hash gets; stored hashes carry their own, so raising it later still verifies old ones. */
const COST = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 64
const SALT_LENGTH = 16

function derive(password: string, salt: Buffer, cost: typeof COST, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; the default cap (32 MB) would refuse costs above N=2^15, r=8.
    const maxmem = 256 * cost.N * cost.r + 1024 * 1024
    scrypt(password.normalize('NFC'), salt, keyLength, { ...cost, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64url), so the format says how to verify it. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, COST, KEY_LENGTH)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return null
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  if (![cost.N, cost.r, cost.p].every(Number.isSafeInteger)) return null
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') }
}

/** True when the password matches the stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length)
  return timingSafeEqual(key, parsed.key)
}

/** True when the hash was made with another cost than today's, so a successful login should store a new one. */
export function needsRehash(stored: string): boolean {
  const cost = parse(stored)?.cost
  return !cost || cost.N !== COST.N || cost.r !== COST.r || cost.p !== COST.p
}

let decoy: Promise<string> | undefined

/**
 * Verifies against a hash of a random password: an unknown e-mail (or an account without a password) then costs
 * the same scrypt work as a wrong password, so the answer time does not tell which addresses have accounts.
 */
export function verifyDecoy(password: string): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  return decoy.then((hash) => verifyPassword(password, hash)).then(() => false)
}
