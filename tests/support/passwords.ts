import crypto from 'node:crypto'

/**
 * A password hashed as app/auth/password.server.ts does (`scrypt$N$r$p$salt$hash`) but at N = 2^10 instead of
 * 2^15: verifyPassword reads N from the stored hash, so checking it costs about 1 ms of scrypt instead of 50.
 * For the accounts a test inserts itself when the test is not about hashing (the demo accounts of the
 * templates get the same, tests/setup/global-setup.ts). What the application hashes (registrations, resets,
 * password changes) still goes through hashPassword at the production cost: no setting of the app changes.
 */
export function cheapPasswordHash(password: string) {
	const params = { N: 1024, r: 8, p: 1 }
	const salt = crypto.randomBytes(16)
	const hash = crypto.scryptSync(password.normalize('NFKC'), salt, 64, params)
	return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$')
}
