/** Shared rules of personal data (GDPR; tests/integration/personal-data.test.ts). */

/** What a deleted account shows where its name was (pot pages, participations, dashboards). */
export const DELETED_ACCOUNT_NAME = 'Compte supprimé'

/** A unique address nobody can receive mail at (`.invalid` is reserved, RFC 2606). */
export const deletedEmailOf = (userId: number) => `supprime-${userId}@invalid.donnons`

/** `mes-donnees-donnons-2026-11-23.json` */
export const exportFileName = (now: Date) => `mes-donnees-donnons-${now.toISOString().slice(0, 10)}.json`

/**
 * The organiser's name on a pot page: the company's name for a company pot, else the first name and the
 * initial of the last name (as the participants list); 'Compte supprimé' once the account is deleted.
 */
export function organiserDisplayName(creator: {
	deleted: boolean
	role: string
	firstName: string
	lastName: string
	companyName: string | null
}) {
	if (creator.deleted) return DELETED_ACCOUNT_NAME
	if (creator.role === 'enterprise' && creator.companyName) return creator.companyName
	const initial = creator.lastName.trim().charAt(0).toUpperCase()
	return [creator.firstName, initial ? `${initial}.` : ''].join(' ').trim()
}
