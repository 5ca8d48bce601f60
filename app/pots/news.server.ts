import { and, desc, eq, gt, isNotNull, isNull, max, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { charities, potNews, potNewsOptOuts, type PotNewsAudience } from '#db/schema/index.ts'
import { signToken, verifyToken } from '../auth/signed-token.server.ts'
import { nextNewsEmailAt } from '../lib/pots/news.ts'
import { queueMail } from '../mail/mailer.server.ts'
import { potNewsEmail, POT_NEWS_KIND } from '../mail/pot-news-email.server.ts'
import { getDb } from '../platform/db.server.ts'
import { invalidatePotPages } from '../platform/page-cache.server.ts'
import { type NewsAuthor } from './news-access.server.ts'

/**
 * A pot's news (« Actualités », issue 27 item 2): published on the pot page, and e-mailed at most once, when
 * published, to the pot's donors (succeeded gifts, one mail per address, opt-outs skipped), at most one mailing
 * per pot in any 24 hours. Each mail goes through the outbox, in the publishing transaction.
 */

const STOP_PURPOSE = 'pot-news-stop'
/** An unsubscribe link keeps working in any old mail. */
const STOP_TTL_MS = 100 * 365 * 24 * 60 * 60 * 1000

export const newsStopPath = (potId: number, email: string) =>
	`/cagnotte-actualites/desinscription?token=${encodeURIComponent(
		signToken(STOP_PURPOSE, { potId, email: email.toLowerCase() }, STOP_TTL_MS),
	)}`

/** The pot and address of a valid unsubscribe link, else null. */
export function newsStopOfToken(token: string | null | undefined): { potId: number; email: string } | null {
	const payload = verifyToken<{ potId?: unknown; email?: unknown }>(STOP_PURPOSE, token)
	if (!payload || typeof payload.potId !== 'number' || typeof payload.email !== 'string' || !payload.email)
		return null
	return { potId: payload.potId, email: payload.email }
}

/** Records the opt-out of a valid link (again is fine); null for an invalid link. */
export function stopPotNews(token: string | null | undefined) {
	const stop = newsStopOfToken(token)
	if (!stop) return null
	getDb().insert(potNewsOptOuts).values(stop).onConflictDoNothing().run()
	return stop
}

/**
 * The lower-cased addresses the pot's news would be mailed to now: every address that gave to the pot in a
 * succeeded gift (a quick gift's address, or the donor account's while it is not deleted), once each, less
 * those that opted out of this pot's news. A refunded or failed gift is not SUCCEEDED and does not count.
 */
export function newsAudience(db: DbOrTx, potId: number): string[] {
	const rows = db.all<{ email: string }>(sql`
		select distinct lower(trim(case when d.is_quick = 1 then d.quick_email else u.email end)) as email
		from donations d
		left join users u on u.id = d.donor_id
		where d.pot_id = ${potId} and d.status = 'SUCCEEDED'
			and (d.is_quick = 1 or u.deleted_at is null)
		order by email`)
	const optedOut = new Set(
		db
			.select({ email: potNewsOptOuts.email })
			.from(potNewsOptOuts)
			.where(eq(potNewsOptOuts.potId, potId))
			.all()
			.map((row) => row.email),
	)
	return rows.map((row) => row.email).filter((email) => email && email.includes('@') && !optedOut.has(email))
}

/** When the last news e-mail of the pot went, or null. */
function lastNewsEmailAt(db: DbOrTx, potId: number): Date | null {
	const row = db
		.select({ last: max(potNews.emailSentAt) })
		.from(potNews)
		.where(and(eq(potNews.potId, potId), isNotNull(potNews.emailSentAt)))
		.get()
	return row?.last ?? null
}

/** What the form shows before sending: how many would be e-mailed, and when the next e-mail may go (or null). */
export function newsFormState(potId: number, now = new Date()) {
	const db = getDb()
	const next = nextNewsEmailAt(lastNewsEmailAt(db, potId), now)
	return { audienceCount: newsAudience(db, potId).length, nextEmailAt: next?.toISOString() ?? null }
}

type NewsInput = { bodyHtml: string; imagePath: string | null; audience: PotNewsAudience }

export type PublishResult =
	| { ok: true; newsId: number; sent: number; replayed: boolean }
	| { ok: false; reason: 'limit'; nextEmailAt: Date }
	| { ok: false; reason: 'rate' }

/** A post identical to one of the author's within this time is a replay (a double click, a browser retry). */
export const NEWS_REPLAY_WINDOW_MS = 10 * 60 * 1000

/** The author's item on the pot identical to `input` (body, photo, audience) posted in the replay window. */
function replayedNews(db: DbOrTx, author: NewsAuthor, input: NewsInput, now: Date) {
	return db
		.select({ id: potNews.id, emailCount: potNews.emailCount })
		.from(potNews)
		.where(
			and(
				eq(potNews.potId, author.potId),
				eq(potNews.authorId, author.userId),
				author.charityId === null ? isNull(potNews.charityId) : eq(potNews.charityId, author.charityId),
				eq(potNews.bodyHtml, input.bodyHtml),
				input.imagePath === null ? isNull(potNews.imagePath) : eq(potNews.imagePath, input.imagePath),
				eq(potNews.audience, input.audience),
				gt(potNews.createdAt, new Date(now.getTime() - NEWS_REPLAY_WINDOW_MS)),
			),
		)
		.orderBy(desc(potNews.createdAt), desc(potNews.id))
		.get()
}

/**
 * Publishes a news item and, for « Tous les donateurs », queues one mail per address of the audience, all in
 * one transaction: the 24 h check, the item and its mails commit together (two publications at once cannot both
 * mail). An audience of nobody sends nothing and does not start the 24 hours.
 *
 * A replay (the same item from the same author on the pot within 10 minutes: a double click, a browser retry)
 * publishes nothing and answers as its first publication did (`replayed`). The check and the insert share the
 * transaction, which begins IMMEDIATE (db/client.server.ts): two replays at once cannot both insert.
 * `admit` is asked last, inside the transaction, only for an item about to be published (the author's hourly
 * limit: a refused post or a replay costs nothing); false refuses it (`rate`).
 */
export function publishNews(
	author: NewsAuthor,
	input: NewsInput,
	absolute: (path: string) => string,
	now = new Date(),
	admit: () => boolean = () => true,
): PublishResult {
	const result = getDb().transaction((tx): PublishResult => {
		const replayed = replayedNews(tx, author, input, now)
		if (replayed) return { ok: true, newsId: replayed.id, sent: replayed.emailCount, replayed: true }
		if (input.audience === 'donors') {
			const next = nextNewsEmailAt(lastNewsEmailAt(tx, author.potId), now)
			if (next) return { ok: false, reason: 'limit', nextEmailAt: next }
		}
		if (!admit()) return { ok: false, reason: 'rate' }
		const recipients = input.audience === 'donors' ? newsAudience(tx, author.potId) : []
		const news = tx
			.insert(potNews)
			.values({
				potId: author.potId,
				authorId: author.userId,
				charityId: author.charityId,
				bodyHtml: input.bodyHtml,
				imagePath: input.imagePath,
				audience: input.audience,
				emailSentAt: recipients.length ? now : null,
				emailCount: recipients.length,
				createdAt: now,
				updatedAt: now,
			})
			.returning({ id: potNews.id })
			.get()
		for (const email of recipients) {
			const content = potNewsEmail({
				potName: author.potName,
				charityName: author.charityName,
				fromCharity: author.charityId !== null,
				organiserName: author.organiserName,
				bodyHtml: input.bodyHtml,
				potUrl: absolute(`/participate/${author.potId}`),
				unsubscribeUrl: absolute(newsStopPath(author.potId, email)),
			})
			queueMail(tx, { to: email, kind: POT_NEWS_KIND, ...content })
		}
		return { ok: true, newsId: news.id, sent: recipients.length, replayed: false }
	})
	if (result.ok && !result.replayed) invalidatePotPages(author.potId)
	return result
}

/** One news item of the pot written by this author's side (the organiser, or the charity), else null. */
export function getAuthorNews(author: NewsAuthor, newsId: number) {
	return (
		getDb()
			.select()
			.from(potNews)
			.where(
				and(
					eq(potNews.id, newsId),
					eq(potNews.potId, author.potId),
					author.charityId === null
						? sql`${potNews.charityId} is null`
						: eq(potNews.charityId, author.charityId),
				),
			)
			.get() ?? null
	)
}

/** Changes the body and image of an item (never the audience: an edit sends nothing). */
export function editNews(
	author: NewsAuthor,
	newsId: number,
	input: Omit<NewsInput, 'audience'>,
	now = new Date(),
) {
	const news = getAuthorNews(author, newsId)
	if (!news) return false
	getDb()
		.update(potNews)
		.set({ bodyHtml: input.bodyHtml, imagePath: input.imagePath, editedAt: now })
		.where(eq(potNews.id, news.id))
		.run()
	invalidatePotPages(author.potId)
	return true
}

export function deleteNews(author: NewsAuthor, newsId: number) {
	const news = getAuthorNews(author, newsId)
	if (!news) return false
	getDb().delete(potNews).where(eq(potNews.id, news.id)).run()
	invalidatePotPages(author.potId)
	return true
}

/** Read on every rendered pot page: built and prepared once per connection (docs/performance.md). */
const potNewsRows = (db: DbOrTx) =>
	db
		.select({
			id: potNews.id,
			bodyHtml: potNews.bodyHtml,
			imagePath: potNews.imagePath,
			createdAt: potNews.createdAt,
			editedAt: potNews.editedAt,
			charityId: potNews.charityId,
			charityName: charities.name,
			emailCount: potNews.emailCount,
		})
		.from(potNews)
		.leftJoin(charities, eq(charities.id, potNews.charityId))
		.where(eq(potNews.potId, sql.placeholder('potId')))
		.orderBy(desc(potNews.createdAt), desc(potNews.id))
		.limit(sql.placeholder('limit'))
		.prepare()

/** The news of a pot, newest first (the pot page shows the last 50), for the page and the authors' lists. */
export function listPotNews(potId: number, limit = 50) {
	return prepared(getDb(), potNewsRows).all({ potId, limit })
}
