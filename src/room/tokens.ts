/**
 * Seat tokens and invite codes: 192 random bits from nanoid, stored only as SHA-256 hashes,
 * compared in constant time. Whoever reads the storage cannot take a seat.
 */
import { nanoid } from "nanoid";

/** 32 characters of nanoid's 64-letter alphabet: 192 bits. */
export function newSecret(): string {
  return nanoid(32);
}

export async function hashSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret));
  return toHex(new Uint8Array(digest));
}

/** Constant-time equality of two hex digests of the same length. */
export function sameHash(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  if (x.byteLength !== y.byteLength) return false;
  return crypto.subtle.timingSafeEqual(x, y);
}

/** The index of the hash equal to `hash`, looking at every entry whatever matches (no early exit). */
export function findHash(hashes: readonly string[], hash: string): number {
  let found = -1;
  for (let i = 0; i < hashes.length; i++) if (sameHash(hashes[i]!, hash)) found = i;
  return found;
}

function toHex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}
