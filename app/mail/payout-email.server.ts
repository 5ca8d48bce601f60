import { formatEuros } from '../lib/money.ts'
import { type EmailContent, renderEmail } from './templates.server.ts'

/**
 * The e-mails sent when a pot's money has reached its charity (ADR 027): the organiser learns the amounts,
 * each donor that their gift arrived — the proof of delivery donors rarely get elsewhere.
 */

export const PAYOUT_ORGANISER_KIND = 'payout-organiser'
export const PAYOUT_DONOR_KIND = 'payout-donor'

const greeting = (firstName: string) => (firstName.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,')

/** 'le 3 juillet 2026' in Paris time. */
function frenchDate(at: Date) {
	return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(at)
}

export function payoutOrganiserEmail(i: {
	firstName: string
	potName: string
	charityName: string
	amountCents: number
	feeCents: number
	donationsCount: number
	paidAt: Date
	potUrl: string
}): EmailContent {
	const net = i.amountCents - i.feeCents
	const paragraphs = [
		greeting(i.firstName),
		`Les fonds de votre cagnotte « ${i.potName} » ont été versés à ${i.charityName} le ${frenchDate(i.paidAt)}.`,
		i.feeCents > 0
			? `Montant collecté versé : ${formatEuros(i.amountCents)} (${i.donationsCount} don${i.donationsCount > 1 ? 's' : ''}), frais de fonctionnement à la charge de l’association : ${formatEuros(i.feeCents)}, montant net reçu par l’association : ${formatEuros(net)}.`
			: `Montant versé à l’association : ${formatEuros(i.amountCents)} (${i.donationsCount} don${i.donationsCount > 1 ? 's' : ''}).`,
		'Vos participants en sont informés par e-mail. Merci d’avoir organisé cette collecte !',
	]
	return {
		subject: `Votre cagnotte a été versée à ${i.charityName}`,
		...renderEmail({
			preheader: `${formatEuros(net)} ont été versés à ${i.charityName}.`,
			title: 'Les fonds de votre cagnotte ont été versés',
			paragraphs,
			button: { label: 'Voir la cagnotte', url: i.potUrl },
			closing: ['L’équipe Donnons'],
		}),
	}
}

export function payoutDonorEmail(i: {
	firstName: string
	potName: string
	charityName: string
	/** The donor's gifts carried by this payout. */
	giftsCents: number
	paidAt: Date
	potUrl: string
}): EmailContent {
	const paragraphs = [
		greeting(i.firstName),
		`La cagnotte « ${i.potName} » a été versée à ${i.charityName} le ${frenchDate(i.paidAt)} : votre don de ${formatEuros(i.giftsCents)} est bien arrivé à l’association.`,
		'Merci encore pour votre générosité !',
	]
	return {
		subject: `Votre don est arrivé à ${i.charityName}`,
		...renderEmail({
			preheader: `Votre don de ${formatEuros(i.giftsCents)} a été versé à ${i.charityName}.`,
			title: 'Votre don est arrivé à l’association',
			paragraphs,
			button: { label: 'Voir la cagnotte', url: i.potUrl },
			closing: ['L’équipe Donnons'],
		}),
	}
}
