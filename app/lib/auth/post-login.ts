import { type AccountRole } from '../account/account-kind.ts'
import { safeRedirect } from '../safe-redirect.ts'
/**
 * Where a visitor goes after signing in or registering (docs/requirements.md#spec-1-4 "After login or registration",
 * docs/requirements.md#spec-3-2-other-routes "Other routes"). Pure: the routes pass the role and the query they were reached with.
 */

export type AuthQuery = {
	/** The pot the visitor was giving to (`id` on the main page, `jackpot` on login2). */
	potId?: string | null
	amount?: string | null
	tip?: string | null
	hide?: string | null
	anonymous?: string | null
	/** A guarded page the visitor was sent away from. */
	redirectTo?: string | null
}

const POT_ID = /^\d{1,12}$/

function potPath(potId: string | null | undefined) {
	return potId && POT_ID.test(potId) ? `/participate/${potId}` : null
}

function withQuery(path: string, query: Record<string, string | null | undefined>) {
	const params = new URLSearchParams()
	for (const [key, value] of Object.entries(query)) if (value != null && value !== '') params.set(key, value)
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

const safeLocalPath = (to: string | null | undefined) => safeRedirect(to, null)

/** Main authentication page: a pot id leads to its tips page with the amount; otherwise home by role. */
export function afterMainLogin(role: AccountRole, query: AuthQuery) {
	const pot = potPath(query.potId)
	if (pot) return withQuery(`${pot}/tips`, { amount: query.amount ?? '0' })
	return safeLocalPath(query.redirectTo) ?? (role === 'enterprise' ? '/home/company' : '/home/private')
}

/** login2: a pot id leads to the payment page with amount, tip and hide; otherwise home by role id. */
export function afterLogin2(role: AccountRole, query: AuthQuery) {
	const pot = potPath(query.potId)
	if (pot) {
		return withQuery(`${pot}/payment`, {
			amount: query.amount ?? '0',
			tip: query.tip ?? '0',
			hide: query.hide,
			anonymous: query.anonymous,
		})
	}
	return safeLocalPath(query.redirectTo) ?? (role === 'enterprise' ? '/home/company' : '/home/private')
}

/**
 * An operator's or a charity member's own space (`home`, ADR 026) when the login was not on the way
 * somewhere (a pot being given to, a guarded page); null to let the page's usual rule decide.
 */
export function staffLanding(home: string | null | undefined, query: AuthQuery) {
	if (!home || potPath(query.potId) || safeLocalPath(query.redirectTo)) return null
	return home
}

/** After the social sign-up completion: the pot's tips page, or the private dashboard. */
export function afterSocialSignup(query: AuthQuery) {
	const pot = potPath(query.potId)
	if (pot) return withQuery(`${pot}/tips`, { amount: query.amount ?? '0' })
	return safeLocalPath(query.redirectTo) ?? '/particular/dashboard'
}

/** A company account is created first, then completed on the representative page (docs/requirements.md#spec-1-4). */
export function representativePath(companyId: number, query: AuthQuery) {
	return withQuery('/login/representative', {
		company: String(companyId),
		id: query.potId && POT_ID.test(query.potId) ? query.potId : null,
		amount: query.amount,
		redirectTo: safeLocalPath(query.redirectTo),
	})
}

/** Reads the context a login page was reached with (`id` or `jackpot` for the pot). */
export function readAuthQuery(url: URL): AuthQuery {
	const get = (key: string) => url.searchParams.get(key)
	return {
		potId: get('id') ?? get('jackpot'),
		amount: get('amount'),
		tip: get('tip'),
		hide: get('hide'),
		anonymous: get('anonymous'),
		redirectTo: get('redirectTo'),
	}
}
