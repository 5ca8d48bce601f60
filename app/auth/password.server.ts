import crypto from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(crypto.scrypt) as (
	password: string,
	salt: Buffer,
	keylen: number,
	options: crypto.ScryptOptions,
) => Promise<Buffer>

// N=2^15, r=8, p=1: ~50 ms on this kind of machine, 32 MiB of memory per hash.
const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 64

/** Hashes a password with scrypt and a per-user random salt: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string) {
	const salt = crypto.randomBytes(16)
	const hash = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS)
	return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$')
}

/** Constant-time check of a password against a stored hash. */
export async function verifyPassword(password: string, stored: string | null | undefined) {
	const parts = stored?.split('$')
	if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false
	const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string]
	const expected = Buffer.from(hashB64, 'base64')
	const actual = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length, {
		N: Number(n),
		r: Number(r),
		p: Number(p),
		maxmem: PARAMS.maxmem,
	})
	return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
}
