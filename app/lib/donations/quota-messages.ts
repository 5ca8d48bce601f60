/**
 * The « paiement en cours » page (app/routes/participate.$id.paiement-en-cours.tsx): a gift waits for the
 * payment provider's call budget (app/payments/quota.server.ts). Nothing has been charged while it waits.
 */

import { WAIT_BOUND_MS } from './quota-timing.ts'

export const quotaMessages = {
	pageTitle: 'Paiement en cours',
	waiting:
		'Notre prestataire de paiement reçoit beaucoup de demandes en ce moment : votre don est enregistré et sera transmis dans quelques instants.',
	noCharge: 'Rien n’a encore été débité, et votre carte ne le sera qu’une seule fois.',
	keepOpen: 'Gardez cette page ouverte : elle se met à jour toute seule.',
	tooLongTitle: 'L’attente se prolonge',
	tooLong:
		'Notre prestataire de paiement est encore très sollicité. Votre don est conservé, rien n’a été débité : vous pouvez reprendre le paiement plus tard depuis cette page.',
	resume: 'Reprendre le paiement',
	backToPot: 'Revenir à la cagnotte',
	/** The card form could not be prepared yet (payment and quick-payment pages): the page asks again. */
	busyStart:
		'Notre prestataire de paiement reçoit beaucoup de demandes en ce moment : le formulaire de carte s’affichera dans quelques instants, cette page se met à jour toute seule. Rien n’a été débité.',
	/** A form step (mandate, transfer) the provider could not take for lack of budget: nothing was sent. */
	busyForm:
		'Notre prestataire de paiement est très sollicité en ce moment : rien n’a été enregistré ni débité. Merci de réessayer dans quelques minutes.',
} as const

/** Whether the wait since `since` (ms) has passed the bound at `now`. */
export const waitTooLong = (since: number, now: number) => now - since >= WAIT_BOUND_MS
