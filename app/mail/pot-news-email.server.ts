import { htmlToPlainText } from '#app/lib/rich-text.ts'
import { listUnsubscribeHeaders } from './mailer.server.ts'
import { type EmailContent, renderEmail } from './templates.server.ts'

/** The outbox `kind` of a pot's news mail (issue 27 item 2). */
export const POT_NEWS_KIND = 'pot-news'

/**
 * A pot's news, mailed to one of its donors: the body as plain paragraphs (the page keeps its formatting and
 * image), a link to the pot, and this pot's unsubscribe link, also as the one-click `List-Unsubscribe`
 * headers (RFC 8058). From the charity once the pot is paid out: its thank-you.
 */
export function potNewsEmail({
	potName,
	charityName,
	organiserName,
	fromCharity,
	bodyHtml,
	potUrl,
	unsubscribeUrl,
}: {
	potName: string
	charityName: string
	organiserName: string
	fromCharity: boolean
	bodyHtml: string
	potUrl: string
	unsubscribeUrl: string
}): EmailContent & { headers: Record<string, string> } {
	const author = fromCharity ? `l’association ${charityName}` : organiserName
	const subject = fromCharity
		? `${charityName} vous remercie pour la cagnotte « ${potName} »`
		: `Des nouvelles de la cagnotte « ${potName} »`
	const paragraphs = htmlToPlainText(bodyHtml)
		.split(/\n\s*\n/)
		.map((paragraph) => paragraph.trim())
		.filter(Boolean)
	return {
		subject,
		headers: listUnsubscribeHeaders(unsubscribeUrl),
		...renderEmail({
			preheader: `Un message de ${author} à ceux qui ont participé à « ${potName} ».`,
			title: fromCharity ? `Merci de la part de ${charityName}` : `Des nouvelles de « ${potName} »`,
			paragraphs: [
				'Bonjour,',
				`Vous avez participé à la cagnotte « ${potName} » au profit de ${charityName}. Voici un message de ${author} :`,
				...paragraphs,
			],
			button: { label: 'Voir la cagnotte', url: potUrl },
			closing: [
				'Vous recevez cet e-mail parce que vous avez participé à cette cagnotte. Vous pouvez ne plus recevoir ses actualités à tout moment.',
				'L’équipe Donnons',
			],
			links: [{ label: 'Ne plus recevoir les actualités de cette cagnotte', url: unsubscribeUrl }],
		}),
	}
}
