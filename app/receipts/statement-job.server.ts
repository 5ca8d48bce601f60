import { and, eq, isNull } from 'drizzle-orm'
import { taxReceipts, taxStatementSends, users } from '#db/schema/index.ts'
import { parisDay } from '../lib/dates.ts'
import { formatEuros } from '../lib/money.ts'
import { deliverMail, queueMail } from '../mail/mailer.server.ts'
import { renderEmail } from '../mail/templates.server.ts'
import { getDb } from '../platform/db.server.ts'
import { siteUrl } from '../mail/urls.server.ts'
import { receiptedGifts } from './documents.server.ts'
import { statementPath } from './paths.ts'

const TAX_STATEMENT_KIND = 'tax-statement'

/** The statement's mail; the PDF is attached when the mail goes out (mail_outbox.attachments). */
function taxStatementEmail(i: { firstName: string; year: number; totalCents: number; url: string }) {
	const subject = `Votre relevé annuel de dons ${i.year}`
	return {
		subject,
		...renderEmail({
			preheader: `Vos dons ${i.year} avec reçu fiscal : ${formatEuros(i.totalCents)}.`,
			title: subject,
			paragraphs: [
				i.firstName.trim() ? `Bonjour ${i.firstName.trim()},` : 'Bonjour,',
				`Vous trouverez ci-joint le relevé de vos dons ${i.year} ouvrant droit à une réduction d’impôt (${formatEuros(i.totalCents)} au total), avec une estimation de cette réduction, pour vous aider à remplir votre déclaration de revenus.`,
				'Ce relevé est un récapitulatif : il ne remplace pas vos reçus fiscaux, que vous pouvez télécharger depuis votre compte.',
			],
			button: { label: 'Télécharger mon relevé (PDF)', url: i.url },
			closing: ['L’équipe Donnons'],
		}),
	}
}

/**
 * Sends each donor with receipts in `year` (cancelled ones apart) their yearly statement, once: the row in
 * tax_statement_sends is claimed in the transaction that queues the mail, so two runs (or two servers) never send twice.
 */
export async function sendYearlyStatements(year: number) {
	const db = getDb()
	const donors = db
		.selectDistinct({ userId: taxReceipts.donorId, email: users.email, firstName: users.firstName })
		.from(taxReceipts)
		.innerJoin(users, eq(users.id, taxReceipts.donorId))
		.leftJoin(
			taxStatementSends,
			and(eq(taxStatementSends.userId, taxReceipts.donorId), eq(taxStatementSends.year, year)),
		)
		.where(
			and(eq(taxReceipts.year, year), eq(taxReceipts.status, 'ISSUED'), isNull(taxStatementSends.userId)),
		)
		.all()
	let sent = 0
	for (const donor of donors) {
		if (donor.userId === null) continue
		const totalCents = receiptedGifts(donor.userId, year).reduce((sum, gift) => sum + gift.amountCents, 0)
		const content = taxStatementEmail({
			firstName: donor.firstName,
			year,
			totalCents,
			url: siteUrl(statementPath(year)),
		})
		const userId = donor.userId
		// The claim and the mail are committed together: sent once, and never lost to a crash.
		const mailId = db.transaction((tx) => {
			const claimed = tx
				.insert(taxStatementSends)
				.values({ userId, year, sentAt: new Date() })
				.onConflictDoNothing()
				.returning({ userId: taxStatementSends.userId })
				.get()
			if (!claimed) return null
			return queueMail(tx, {
				to: donor.email,
				...content,
				kind: TAX_STATEMENT_KIND,
				attachments: [{ type: 'tax-statement', userId, year }],
			})
		})
		if (mailId === null) continue
		await deliverMail(mailId)
		sent++
	}
	return { year, sent }
}

/** In January (Paris time), the statements of the year just ended; any other month, nothing. */
export function runStatementJob(now = new Date()) {
	const [year, month] = parisDay(now).split('-').map(Number)
	if (month !== 1 || !year) return Promise.resolve(null)
	return sendYearlyStatements(year - 1)
}
