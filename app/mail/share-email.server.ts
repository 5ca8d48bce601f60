import { listUnsubscribeHeaders } from './mailer.server.ts'
import { type EmailContent, renderEmail } from './templates.server.ts'

export const SHARE_INVITATION_KIND = 'share-invitation'

/** « Marie vous invite à participer à la cagnotte « Les 40 ans de Marie » » (docs/requirements.md#spec-1-4, docs/requirements.md#spec-3-5). */
function shareInvitationSubject(inviterFirstName: string, potName: string) {
	const inviter = inviterFirstName.trim() || 'Un ami'
	return `${inviter} vous invite à participer à la cagnotte « ${potName} »`
}

/**
 * The invitation sent to each guest of an e-mail share, with the sender's optional personal message. It says
 * who typed the address and why the guest receives it; a reply goes to the organiser (`Reply-To`); the guest
 * may decline, or stop every invitation to the address (also the one-click `List-Unsubscribe`, ADR 032).
 */
export function shareInvitationEmail({
	inviterFirstName,
	potName,
	charityName,
	potUrl,
	personalMessage,
	sender,
	organiser,
	declineUrl,
	stopUrl,
}: {
	inviterFirstName: string
	potName: string
	charityName: string
	potUrl: string
	personalMessage?: string | null
	/** Who typed the address: a member's name, or null for a visitor without an account. */
	sender: string | null
	/** The pot's organiser, as shown on the pot page, and their address for replies (none once deleted). */
	organiser: { name: string; email: string | null }
	declineUrl: string
	stopUrl: string
}): EmailContent & { headers: Record<string, string> } {
	const subject = shareInvitationSubject(inviterFirstName, potName)
	const inviter = inviterFirstName.trim() || 'Un ami'
	const message = (personalMessage ?? '')
		.split(/\r?\n\s*\r?\n/)
		.map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
		.filter(Boolean)
	const last = message.length - 1
	const quoted = message.length
		? ['Son message :', ...message.map((p, i) => `${i === 0 ? '« ' : ''}${p}${i === last ? ' »' : ''}`)]
		: []
	const who = sender ? `${sender}, membre de Donnons,` : 'Un visiteur de la page de la cagnotte'
	const why = `Pourquoi cet e-mail ? ${who} a saisi votre adresse sur Donnons pour vous inviter à cette cagnotte, organisée par ${organiser.name}. Votre adresse ne sert qu’à cette invitation.`
	return {
		subject,
		headers: {
			...(organiser.email ? { 'Reply-To': organiser.email } : {}),
			...listUnsubscribeHeaders(stopUrl),
		},
		...renderEmail({
			preheader: `Participez à la cagnotte solidaire « ${potName} » au profit de ${charityName}.`,
			title: `Participez à la cagnotte « ${potName} »`,
			paragraphs: [
				'Bonjour,',
				`${inviter} vous invite à participer à la cagnotte solidaire « ${potName} », au profit de l’association ${charityName}.`,
				...quoted,
				'Chaque participation est reversée à l’association : donnez le montant de votre choix, en quelques clics.',
				why,
				...(organiser.email ? [`Pour écrire à ${organiser.name}, répondez simplement à cet e-mail.`] : []),
			],
			button: { label: 'Participer à la cagnotte', url: potUrl },
			closing: ['À très bientôt,', 'L’équipe Donnons'],
			links: [
				{ label: 'Refuser cette invitation', url: declineUrl },
				{ label: 'Ne plus recevoir d’invitations de Donnons', url: stopUrl },
			],
		}),
	}
}
