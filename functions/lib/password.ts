/**
 * Password hashing with scrypt (node:crypto), stored as `scrypt$N$r$p$saltBase64$hashBase64`.
 * Parameters live in the stored string, so they can be raised later without breaking old hashes.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** N=2^15, r=8: 32 MiB and roughly 60-100 ms per hash. */
export const defaultScryptParams: ScryptParams = { N: 32768, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Refuse absurd parameters from a corrupted or hostile stored hash. */
const MAX_N = 1 << 20;

export interface HashOptions {
  /** Only for deterministic fixtures (the seed); real sign-ups must leave it out. */
  salt?: Uint8Array;
  params?: ScryptParams;
}

function maxmem({ N, r }: ScryptParams): number {
  return 256 * N * r;
}

function normalise(password: string): string {
  return password.normalize("NFC");
}

function format(params: ScryptParams, salt: Uint8Array, hash: Uint8Array): string {
  return `scrypt$${params.N}$${params.r}$${params.p}$${Buffer.from(salt).toString("base64")}$${Buffer.from(hash).toString("base64")}`;
}

function scryptAsync(
  password: string,
  salt: Uint8Array,
  keyLength: number,
  params: ScryptParams,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      normalise(password),
      salt,
      keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem: maxmem(params) },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const params = options.params ?? defaultScryptParams;
  const salt = options.salt ?? randomBytes(SALT_LENGTH);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, params);
  return format(params, salt, hash);
}

/** Synchronous variant for scripts (the seed generator); handlers should use hashPassword. */
export function hashPasswordSync(password: string, options: HashOptions = {}): string {
  const params = options.params ?? defaultScryptParams;
  const salt = options.salt ?? randomBytes(SALT_LENGTH);
  const hash = scryptSync(normalise(password), salt, KEY_LENGTH, { ...params, maxmem: maxmem(params) });
  return format(params, salt, hash);
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function parsePasswordHash(stored: string): ParsedHash | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [, n, r, p, salt, hash] = parts;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const { N } = params;
  if (!Number.isInteger(N) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0) return undefined;
  if (!Number.isInteger(params.r) || params.r < 1 || params.r > 32) return undefined;
  if (!Number.isInteger(params.p) || params.p < 1 || params.p > 16) return undefined;
  if (!salt || !hash || !BASE64.test(salt) || !BASE64.test(hash)) return undefined;
  const saltBytes = Buffer.from(salt, "base64");
  const hashBytes = Buffer.from(hash, "base64");
  if (saltBytes.length < 8 || hashBytes.length < 16 || hashBytes.length > 128) return undefined;
  return { params, salt: saltBytes, hash: hashBytes };
}

/** True when `password` matches `stored`; false (never throws) for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const candidate = await scryptAsync(password, parsed.salt, parsed.hash.length, parsed.params);
  return timingSafeEqual(candidate, parsed.hash);
}

/** True when a stored hash uses weaker parameters than the current defaults (rehash after login). */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < defaultScryptParams.N || r < defaultScryptParams.r || p < defaultScryptParams.p;
}
