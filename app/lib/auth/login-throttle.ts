/**
 * Login throttling (pure rules): failures only are counted, per (account, IP address) and per IP address.
 * The first failures of an account from one address are free; each further one makes that address wait
 * twice as long as the previous before its next attempt on that account, up to a cap. Another address (the
 * owner's) is not slowed down; an address that fails on many accounts (password spraying) is stopped by its
 * own cap (app/auth/login-throttle.server.ts).
 */

/** Failures of one account from one address answered at once. */
export const LOGIN_FREE_FAILURES = 5
/** The longest wait between two attempts of one account from one address: 15 minutes. */
export const LOGIN_MAX_DELAY_SECONDS = 15 * 60

/**
 * Seconds to wait, after the `failures`-th failure of one account from one address, before the next attempt:
 * none for the free failures, then 2, 4, 8… seconds, capped.
 */
export function loginDelaySeconds(failures: number, free = LOGIN_FREE_FAILURES) {
	if (failures < free) return 0
	return Math.min(2 ** (failures - free + 1), LOGIN_MAX_DELAY_SECONDS)
}

/** « Trop de tentatives de connexion : merci de réessayer dans 8 secondes » (or minutes, rounded up). */
export function loginRetryMessage(seconds: number) {
	const wait =
		seconds < 60
			? plural(Math.max(1, Math.ceil(seconds)), 'seconde')
			: plural(Math.ceil(seconds / 60), 'minute')
	return `Trop de tentatives de connexion : merci de réessayer dans ${wait}`
}

const plural = (n: number, unit: string) => `${n} ${unit}${n > 1 ? 's' : ''}`
