import { createHmac } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Bytes(text: string): Buffer {
  let bits = ''
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char)
    if (value === -1) throw new Error(`Not base32: ${char}`)
    bits += value.toString(2).padStart(5, '0')
  }
  return Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? [])
}

/**
 * The 6-digit code an authenticator app shows for an `otpauth://totp/…?secret=…` URI at `at`
 * (RFC 6238: HMAC-SHA1 over 30-second steps), as a person would read it from their phone.
 */
export function totpCode(otpauthUri: string, at: Date = new Date()): string {
  const secret = new URL(otpauthUri).searchParams.get('secret')
  if (!secret) throw new Error(`No secret in ${otpauthUri}`)
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 30_000)))
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest()
  const offset = (digest.at(-1) ?? 0) & 0x0f
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}
