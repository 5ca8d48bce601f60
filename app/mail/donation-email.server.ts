import { formatEuros } from '../lib/money.ts'
import { type EmailContent, renderEmail } from './templates.server.ts'

export const DONATION_CONFIRMED_KIND = 'donation-confirmed'

/** Sent to the donor once a donation has succeeded (docs/requirements.md#spec-3-8: "Un email de confirmation vous sera envoyé"). */
export function donationConfirmedEmail(i: {
	firstName: string
	amountCents: number
	tipCents: number
	potName: string
	charityName: string
	potUrl: string
	receiptNumber: string | null
	/** Where the donor downloads the receipt (a platform receipt only). */
	receiptUrl?: string | null
	/** Who issues the receipt: us (numbered), the charity itself, or nobody (a quick donation). */
	receipt: 'platform' | 'charity' | 'none'
}): EmailContent {
	const subject = `Merci pour votre don à ${i.charityName}`
	const paragraphs = [
		i.firstName.trim() ? `Bonjour ${i.firstName.trim()},` : 'Bonjour,',
		`Votre don de ${formatEuros(i.amountCents)} à la cagnotte « ${i.potName} » au profit de ${
			i.charityName
		} a bien été reçu. Merci de votre générosité !`,
	]
	if (i.tipCents > 0)
		paragraphs.push(
			`Merci aussi pour votre contribution de ${formatEuros(i.tipCents)} au fonctionnement de Donnons.`,
		)
	paragraphs.push(
		i.receipt === 'platform' && i.receiptNumber
			? `Votre reçu fiscal n° ${i.receiptNumber} est joint à ce message ; vous pouvez aussi le télécharger à tout moment, une fois connecté à votre compte.`
			: i.receipt === 'charity'
				? `Votre reçu fiscal vous sera adressé par ${i.charityName}.`
				: 'Ce don ne donne pas lieu à un reçu fiscal.',
	)
	return {
		subject,
		...renderEmail({
			preheader: `Votre don de ${formatEuros(i.amountCents)} a bien été reçu.`,
			title: 'Votre don a été réalisé avec succès',
			paragraphs,
			button: { label: 'Voir la cagnotte', url: i.potUrl },
			links:
				i.receipt === 'platform' && i.receiptNumber && i.receiptUrl
					? [{ label: `Télécharger mon reçu fiscal n° ${i.receiptNumber} (PDF)`, url: i.receiptUrl }]
					: [],
			closing: ['L’équipe Donnons'],
		}),
	}
}

export const DONATION_REVERSED_KIND = 'donation-reversed'

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** What happened, per reversal; `gift` reads "votre don de 25,00 € à la cagnotte « … » au profit de …". */
const reversalTexts = {
	REFUND: {
		subject: (charity: string) => `Votre don à ${charity} a été remboursé`,
		title: 'Votre don a été remboursé',
		what: (gift: string) => `${capitalized(gift)} vous a été remboursé.`,
	},
	CHARGEBACK: {
		subject: (charity: string) => `Votre don à ${charity} a été contesté`,
		title: 'Votre paiement a été contesté',
		what: (gift: string) =>
			`Le paiement par carte de ${gift} a été contesté auprès de votre banque, qui vous l’a restitué.`,
	},
	LATE_FAILURE: {
		subject: (charity: string) => `Le prélèvement de votre don à ${charity} a été rejeté`,
		title: 'Votre prélèvement a été rejeté',
		what: (gift: string) =>
			`Le prélèvement de ${gift} a été rejeté par votre banque après avoir été enregistré.`,
	},
} as const

/**
 * Sent to the donor once money counted as received has come back (ADR 014): a refund, a card charge-back
 * or a direct debit rejected late. The donation no longer counts in the pot; its tax receipt, if it had one,
 * is cancelled and the mail says so, with a link to the cancelled receipt.
 */
export function donationReversedEmail(i: {
	firstName: string
	reversal: keyof typeof reversalTexts
	amountCents: number
	potName: string
	charityName: string
	potUrl: string
	/** The receipt this reversal cancelled (never for a quick donation, which has none). */
	cancelledReceipt: { number: string; url: string } | null
}): EmailContent {
	const texts = reversalTexts[i.reversal]
	const gift = `votre don de ${formatEuros(i.amountCents)} à la cagnotte « ${i.potName} » au profit de ${i.charityName}`
	const paragraphs = [
		i.firstName.trim() ? `Bonjour ${i.firstName.trim()},` : 'Bonjour,',
		texts.what(gift),
		'Ce don est donc annulé : il n’est plus compté dans la cagnotte.',
	]
	if (i.cancelledReceipt)
		paragraphs.push(
			`Votre reçu fiscal n° ${i.cancelledReceipt.number} est annulé : il ne peut plus être utilisé pour votre déclaration d'impôts.`,
		)
	if (i.reversal === 'LATE_FAILURE')
		paragraphs.push('Si vous souhaitez toujours soutenir cette cagnotte, vous pouvez faire un nouveau don.')
	return {
		subject: texts.subject(i.charityName),
		...renderEmail({
			preheader: `${capitalized(gift)} est annulé.`,
			title: texts.title,
			paragraphs,
			button: i.cancelledReceipt
				? { label: 'Voir le reçu fiscal annulé', url: i.cancelledReceipt.url }
				: { label: 'Voir la cagnotte', url: i.potUrl },
			closing: ['L’équipe Donnons'],
		}),
	}
}
