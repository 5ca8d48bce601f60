import { type EmailContent, renderEmail } from './templates.server.ts'

/**
 * The e-mail the members of a charity receive when an operator publishes or refuses the profile change they
 * sent (ADR 029). One mail per member, queued in the review's transaction.
 */
export function profileReviewEmail({
	charityName,
	outcome,
	reason,
	profileUrl,
}: {
	charityName: string
	outcome: 'approved' | 'rejected'
	reason?: string | null
	profileUrl: string
}): EmailContent {
	const approved = outcome === 'approved'
	const subject = approved
		? `Le profil de ${charityName} est publié sur Donnons`
		: `La modification du profil de ${charityName} est refusée`
	return {
		subject,
		...renderEmail({
			preheader: approved
				? 'Vos modifications sont visibles sur la page publique de l’association.'
				: 'L’équipe Donnons vous explique pourquoi, et vous pouvez corriger le profil.',
			title: subject,
			paragraphs: approved
				? [
						'Bonjour,',
						`L’équipe Donnons a validé les modifications du profil de ${charityName} : elles sont désormais visibles sur sa page publique et dans la recherche des associations.`,
					]
				: [
						'Bonjour,',
						`L’équipe Donnons n’a pas publié les modifications du profil de ${charityName}, pour la raison suivante :`,
						`« ${reason ?? ''} »`,
						'Vos modifications sont conservées : corrigez le profil, puis envoyez-le de nouveau pour validation.',
					],
			button: { label: approved ? 'Voir le profil' : 'Corriger le profil', url: profileUrl },
			closing: ['L’équipe Donnons'],
		}),
	}
}
