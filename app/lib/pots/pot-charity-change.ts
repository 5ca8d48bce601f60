/**
 * Whether a pot's charity may still change (spec 2 `.../assocs/:id`, ADR 017). Each pot has a wallet
 * owned by its charity (ADR 010): once money reached it, or may still reach it, the charity is fixed.
 */

export type CharityLock = 'received' | 'pending' | null

type PotMoneyState = {
	/** A donation succeeded at some point, even if it was later refunded or disputed. */
	everReceived: boolean
	/** A donation is still under way (card, wire or debit not settled yet): it would credit the wallet. */
	paymentInProgress: boolean
	/** An active monthly gift: each month credits the same wallet, for the charity its donor chose. */
	activeMonthlyGift: boolean
}

export function charityLockOf(state: PotMoneyState): CharityLock {
	if (state.everReceived) return 'received'
	if (state.paymentInProgress || state.activeMonthlyGift) return 'pending'
	return null
}

export const charityChangeMessages = {
	received:
		'Cette cagnotte a déjà reçu des dons : ils sont conservés sur le compte de séquestre ouvert au nom de son association, qui seule peut les recevoir. L’association bénéficiaire ne peut donc plus être changée.',
	pending:
		'Un paiement ou un don mensuel est en cours sur cette cagnotte au profit de son association : l’association bénéficiaire ne peut pas être changée.',
	/** A chosen charity that no longer exists or no longer takes pots. */
	unavailable: 'Cette association n’est plus disponible : choisissez-en une autre.',
	/** Shown on the edit form when another charity has been chosen and is not saved yet. */
	pendingChoice: (chosen: string, current: string) =>
		`Nouvelle association choisie : ${chosen}. Elle remplacera ${current} lorsque vous enregistrerez les modifications.`,
} as const

export function charityLockMessage(lock: Exclude<CharityLock, null>) {
	return charityChangeMessages[lock]
}
