import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** APP_SECRET must carry at least this much: 32 random bytes. */
export const APP_SECRET_MIN_BYTES = 32
const SECRET_FILE = 'app-secret'

/**
 * The one server secret (APP_SECRET) and everything derived from it: each purpose ('csrf', 'outbox', 'cart', …)
 * gets its own key through HKDF, so a value made for one use never passes for another. During a rotation the
 * previous secret (APP_SECRET_PREVIOUS) still verifies and decrypts; new values always use the current one.
 */
export type ServerSecret = {
  /** A base64url HMAC-SHA256 of data under the purpose's key. */
  sign(purpose: string, data: string): string
  /** True when mac is data's HMAC under the current or the previous secret; constant-time. */
  verify(purpose: string, data: string, mac: string): boolean
  /** AES-256-GCM with a random nonce, as base64url `nonce.ciphertext.tag`. */
  encrypt(purpose: string, plaintext: string): string
  /** The plaintext, or null when the value was not made by encrypt() under the current or previous secret. */
  decrypt(purpose: string, sealed: string): string | null
}

function derive(secret: Buffer, purpose: string, use: 'mac' | 'enc'): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `silo-shop:${purpose}:${use}`, 32))
}

/** Reads APP_SECRET as base64, base64url or hex text; it must decode to at least 32 bytes. */
export function parseSecret(text: string): Buffer | null {
  const trimmed = text.trim()
  const bytes =
    /^[0-9a-f]+$/i.test(trimmed) && trimmed.length % 2 === 0
      ? Buffer.from(trimmed, 'hex')
      : Buffer.from(trimmed, 'base64url')
  return bytes.length >= APP_SECRET_MIN_BYTES ? bytes : null
}

/** Outside production: the secret kept in the data directory, generated on the first start. */
export function loadOrCreateDevSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_FILE)
  fs.mkdirSync(dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, randomBytes(APP_SECRET_MIN_BYTES).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  }
  const secret = parseSecret(fs.readFileSync(file, 'utf8'))
  if (!secret)
    throw new Error(`Invalid configuration:\n  ${file}: not a secret of ${APP_SECRET_MIN_BYTES} bytes`)
  return secret
}

export function createServerSecret(current: Buffer, previous?: Buffer | null): ServerSecret {
  const secrets = previous ? [current, previous] : [current]
  const keys = new Map<string, Buffer[]>()
  // MAC keys as KeyObjects, made once: createHmac with a raw Buffer re-imports the key on every call, which showed up
  // as a fifth of GET user's time (docs/decisions/015).
  const macKeys = new Map<string, KeyObject[]>()
  const macKeysFor = (purpose: string) => {
    let found = macKeys.get(purpose)
    if (!found) {
      found = keysFor(purpose, 'mac').map((key) => createSecretKey(key))
      macKeys.set(purpose, found)
    }
    return found
  }
  const keysFor = (purpose: string, use: 'mac' | 'enc') => {
    const id = `${use}:${purpose}`
    let found = keys.get(id)
    if (!found) {
      found = secrets.map((s) => derive(s, purpose, use))
      keys.set(id, found)
    }
    return found
  }
  const mac = (key: KeyObject, data: string) => createHmac('sha256', key).update(data).digest()

  return {
    sign(purpose, data) {
      return mac(macKeysFor(purpose)[0] as KeyObject, data).toString('base64url')
    },
    verify(purpose, data, given) {
      const expected = Buffer.from(given, 'base64url')
      if (expected.length !== 32) return false
      return macKeysFor(purpose).some((key) => timingSafeEqual(mac(key, data), expected))
    },
    encrypt(purpose, plaintext) {
      const nonce = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', keysFor(purpose, 'enc')[0] as Buffer, nonce)
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return [nonce, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.')
    },
    decrypt(purpose, sealed) {
      const [nonce, body, tag] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
      if (!nonce || !body || !tag || nonce.length !== 12 || tag.length !== 16) return null
      for (const key of keysFor(purpose, 'enc')) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, nonce)
          decipher.setAuthTag(tag)
          return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
        } catch {
          // not this key: try the previous one
        }
      }
      return null
    },
  }
}
