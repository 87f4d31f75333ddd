/**
 * Password hashing with argon2id (hash-wasm: WebAssembly, no native build), stored as the standard
 * PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` (base64 without padding). Parameters live in
 * the stored string, so they can be raised later without breaking old hashes; `needsRehash` says when
 * a stored hash should be replaced after a successful login.
 *
 * The earlier format `scrypt$N$r$p$saltBase64$hashBase64` is still verified (read only), so accounts
 * hashed before the switch keep working and are upgraded on their next login.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { argon2id } from "hash-wasm";

export interface Argon2Params {
  /** Memory in KiB. */
  m: number;
  /** Iterations. */
  t: number;
  /** Parallelism (lanes). */
  p: number;
}

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
export const defaultArgon2Params: Argon2Params = { m: 19456, t: 2, p: 1 };

const HASH_LENGTH = 32;
const SALT_LENGTH = 16;
/** Refuse absurd parameters from a corrupted or hostile stored hash (memory is allocated per verify). */
const MAX_M = 256 * 1024;
const MAX_T = 16;
const MAX_P = 16;
const MAX_SCRYPT_N = 1 << 20;

export interface HashOptions {
  /** Only for deterministic fixtures (the seed); real sign-ups must leave it out. */
  salt?: Uint8Array;
  /** Tests may pass cheaper parameters; production code leaves this out. */
  params?: Argon2Params;
}

function normalise(password: string): string {
  return password.normalize("NFC");
}

function b64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("base64").replace(/=+$/, "");
}

async function argon2(password: string, salt: Uint8Array, params: Argon2Params, hashLength: number) {
  return argon2id({
    password: normalise(password),
    salt,
    memorySize: params.m,
    iterations: params.t,
    parallelism: params.p,
    hashLength,
    outputType: "binary",
  });
}

export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const params = options.params ?? defaultArgon2Params;
  const salt = options.salt ?? randomBytes(SALT_LENGTH);
  const hash = await argon2(password, salt, params, HASH_LENGTH);
  return `$argon2id$v=19$m=${params.m},t=${params.t},p=${params.p}$${b64(salt)}$${b64(hash)}`;
}

export type ParsedHash =
  | { kind: "argon2id"; params: Argon2Params; salt: Buffer; hash: Buffer }
  | { kind: "scrypt"; params: { N: number; r: number; p: number }; salt: Buffer; hash: Buffer };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const ARGON2 = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function decode(salt: string, hash: string): { salt: Buffer; hash: Buffer } | undefined {
  const saltBytes = Buffer.from(salt, "base64");
  const hashBytes = Buffer.from(hash, "base64");
  if (saltBytes.length < 8 || saltBytes.length > 64 || hashBytes.length < 16 || hashBytes.length > 128)
    return undefined;
  return { salt: saltBytes, hash: hashBytes };
}

function parseArgon2(stored: string): ParsedHash | undefined {
  const match = ARGON2.exec(stored);
  if (!match) return undefined;
  const [, m, t, p, salt = "", hash = ""] = match;
  const params = { m: Number(m), t: Number(t), p: Number(p) };
  if (params.t < 1 || params.t > MAX_T || params.p < 1 || params.p > MAX_P) return undefined;
  if (params.m < 8 * params.p || params.m > MAX_M) return undefined;
  const bytes = decode(salt, hash);
  return bytes && { kind: "argon2id", params, ...bytes };
}

function parseScrypt(stored: string): ParsedHash | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [, n, r, p, salt, hash] = parts;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const { N } = params;
  if (!Number.isInteger(N) || N < 2 || N > MAX_SCRYPT_N || (N & (N - 1)) !== 0) return undefined;
  if (!Number.isInteger(params.r) || params.r < 1 || params.r > 32) return undefined;
  if (!Number.isInteger(params.p) || params.p < 1 || params.p > 16) return undefined;
  if (!salt || !hash || !BASE64.test(salt) || !BASE64.test(hash)) return undefined;
  const bytes = decode(salt, hash);
  return bytes && { kind: "scrypt", params, ...bytes };
}

export function parsePasswordHash(stored: string): ParsedHash | undefined {
  return stored.startsWith("$argon2id$") ? parseArgon2(stored) : parseScrypt(stored);
}

function scryptAsync(password: string, parsed: Extract<ParsedHash, { kind: "scrypt" }>): Promise<Buffer> {
  const { N, r, p } = parsed.params;
  return new Promise((resolve, reject) => {
    scrypt(
      normalise(password),
      parsed.salt,
      parsed.hash.length,
      { N, r, p, maxmem: 256 * N * r },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** True when `password` matches `stored`; false (never throws) for a wrong password or a malformed hash. */
/**
 * True when `password` matches `stored`. An empty or unreadable `stored` (an account whose password
 * is not set yet, or no account at all) costs one dummy verification, so timing tells nothing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return dummyVerify(password);
  try {
    const candidate =
      parsed.kind === "argon2id"
        ? await argon2(password, parsed.salt, parsed.params, parsed.hash.length)
        : await scryptAsync(password, parsed);
    return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification and returns false: used when a login names an unknown
 * email, so the answer takes about as long as for a wrong password.
 */
export async function dummyVerify(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("base64"));
  await verifyPassword(password, await dummyHash);
  return false;
}

/** True when a stored hash is scrypt or uses weaker argon2id parameters than the defaults. */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  if (parsed?.kind !== "argon2id") return true;
  const { m, t, p } = parsed.params;
  const d = defaultArgon2Params;
  return (
    m < d.m || t < d.t || p < d.p || parsed.hash.length < HASH_LENGTH || parsed.salt.length < SALT_LENGTH
  );
}
