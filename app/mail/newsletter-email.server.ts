import { listUnsubscribeHeaders } from './mailer.server.ts'
import { type EmailContent, renderEmail } from './templates.server.ts'

/** The outbox `kind` of the double opt-in mail. */
export const NEWSLETTER_CONFIRM_KIND = 'newsletter-confirm'

/**
 * Sent on a footer sign-up (double opt-in): nothing is sent to the address until its owner follows the
 * link. Like every newsletter mail, it carries an unsubscribe link (here: "I never asked for this"), also as
 * the one-click `List-Unsubscribe` headers (RFC 8058) that mail clients show as a button.
 */
export function newsletterConfirmationEmail({
	confirmUrl,
	unsubscribeUrl,
	validDays,
}: {
	confirmUrl: string
	unsubscribeUrl: string
	validDays: number
}): EmailContent & { headers: Record<string, string> } {
	const subject = 'Confirmez votre inscription à la newsletter Donnons'
	return {
		subject,
		headers: listUnsubscribeHeaders(unsubscribeUrl),
		...renderEmail({
			preheader: 'Un clic pour recevoir les nouvelles de nos associations partenaires.',
			title: 'Confirmez votre inscription à la newsletter',
			paragraphs: [
				'Bonjour,',
				'Vous avez demandé à recevoir la newsletter de Donnons : les nouvelles de nos associations partenaires, une fois par mois. Cliquez sur le bouton ci-dessous pour confirmer votre inscription.',
			],
			button: { label: 'Confirmer mon inscription', url: confirmUrl },
			closing: [
				`Ce lien est valable ${validDays} jours.`,
				'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : vous ne recevrez pas la newsletter.',
				'L’équipe Donnons',
			],
			links: [{ label: 'Se désinscrire de la newsletter', url: unsubscribeUrl }],
		}),
	}
}
