/**
 * What a donor is told about a payment's outcome (docs/requirements.md#spec-3-4 and docs/requirements.md#spec-3-8). The success and pending texts are the
 * spec's; the refusal reasons are NOT spec text (the spec shows "the first error detail" of the server):
 * our French wording of the provider's result codes, in the style of the spec's messages (ADR 011).
 */
import { generic } from '../messages.ts'
import { lookup } from '../lookup.ts'

const REFUSALS: Record<string, string> = {
	'101101': 'Votre paiement a été refusé par votre banque (fonds insuffisants).',
	'101102': 'Votre paiement a été refusé : le plafond de votre carte est atteint.',
	'101105': 'Votre paiement a été refusé : la carte a expiré.',
	'101106': 'Votre paiement a été refusé : la carte est inactive.',
	'101199': 'Votre paiement a été refusé par votre banque.',
	'101301': "L'authentification 3-D Secure n'a pas abouti : votre paiement n'a pas été effectué.",
	'101399': "L'authentification 3-D Secure n'a pas abouti : votre paiement n'a pas été effectué.",
	'101304': "L'authentification 3-D Secure a expiré : votre paiement n'a pas été effectué.",
	'101109': "Le virement n'a pas été reçu dans le délai d'un mois.",
	'001833': "Le prélèvement n'a pas pu être effectué : votre mandat n'est pas actif.",
}

/** The message of a failed pay-in: a known reason, otherwise the spec's generic error. */
export function refusalMessage(resultCode: string | null) {
	return lookup(REFUSALS, resultCode) || generic.error
}

export const paymentNotCurrent =
	"Ce paiement n'était plus en cours : rien n'a été débité. Merci de recommencer votre don."

export const mandateNotSignedYet =
	"Le mandat de prélèvement n'a pas encore été signé : aucun prélèvement n'a été effectué."

export const mandateNotSigned =
	"Le mandat de prélèvement n'a pas été signé : aucun prélèvement ne sera effectué."

/** Shown on the pot page after the SEPA transfer details were noted (the spec's "transfer awaited" modal). */
export const wireAwaited =
	'Votre virement est attendu. Un virement SEPA met généralement 2 à 3 jours pour apparaître sur la cagnotte.'
