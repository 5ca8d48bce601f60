import { type EmailContent, renderEmail } from './templates.server.ts'

export const SHARE_INVITATION_KIND = 'share-invitation'

/** « Marie vous invite à participer à la cagnotte « Les 40 ans de Marie » » (docs/requirements.md#spec-1-4, docs/requirements.md#spec-3-5). */
function shareInvitationSubject(inviterFirstName: string, potName: string) {
	const inviter = inviterFirstName.trim() || 'Un ami'
	return `${inviter} vous invite à participer à la cagnotte « ${potName} »`
}

/** The invitation sent to each guest of an e-mail share, with the sender's optional personal message. */
export function shareInvitationEmail({
	inviterFirstName,
	potName,
	charityName,
	potUrl,
	personalMessage,
}: {
	inviterFirstName: string
	potName: string
	charityName: string
	potUrl: string
	personalMessage?: string | null
}): EmailContent {
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
	return {
		subject,
		...renderEmail({
			preheader: `Participez à la cagnotte solidaire « ${potName} » au profit de ${charityName}.`,
			title: `Participez à la cagnotte « ${potName} »`,
			paragraphs: [
				'Bonjour,',
				`${inviter} vous invite à participer à la cagnotte solidaire « ${potName} », au profit de l’association ${charityName}.`,
				...quoted,
				'Chaque participation est reversée à l’association : donnez le montant de votre choix, en quelques clics.',
			],
			button: { label: 'Participer à la cagnotte', url: potUrl },
			closing: ['À très bientôt,', 'L’équipe Donnons'],
		}),
	}
}
