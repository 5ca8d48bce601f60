import { formatEuros } from '../lib/money.ts'
import { type EmailContent, renderEmail } from './templates.server.ts'

export const DONATION_CONFIRMED_KIND = 'donation-confirmed'

/** Sent to the donor once a donation has succeeded (spec 3 §8: "Un email de confirmation vous sera envoyé"). */
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
