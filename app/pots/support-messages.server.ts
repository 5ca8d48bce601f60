import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { companies, donations, supportMessages, users } from '#db/schema/index.ts'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { getDb } from '../platform/db.server.ts'
import { invalidatePotPages } from '../platform/page-cache.server.ts'
import { participantName } from './pot-page.server.ts'

/**
 * Words of support (issue 27 item 3): a donor's message, written against the payment flow of the gift, attached
 * to the donation the flow creates, shown on the pot page once that donation has succeeded. The organiser hides
 * or shows one again; an operator deletes one. Every change a pot page shows drops its cached copy.
 */

/** The pot page shows the newest 50. */
export const SUPPORT_MESSAGES_SHOWN = 50

// A gift's message is saved, read and attached on the donation's steps: built and prepared once per connection
// (db/prepared.ts), the dates bound per call as epoch ms.
const deleteFlowMessage = (db: DbOrTx) =>
	db
		.delete(supportMessages)
		.where(eq(supportMessages.flowId, sql.placeholder('flowId')))
		.prepare()
const upsertFlowMessage = (db: DbOrTx) =>
	db
		.insert(supportMessages)
		.values({
			flowId: sql`${sql.placeholder('flowId')}`,
			potId: sql`${sql.placeholder('potId')}`,
			body: sql`${sql.placeholder('body')}`,
			createdAt: sql`${sql.placeholder('at')}`,
			updatedAt: sql`${sql.placeholder('at')}`,
		})
		.onConflictDoUpdate({
			target: supportMessages.flowId,
			set: {
				body: sql`${sql.placeholder('body')}`,
				potId: sql`${sql.placeholder('potId')}`,
				updatedAt: sql`${sql.placeholder('at')}`,
			},
		})
		.prepare()
const flowMessage = (db: DbOrTx) =>
	db
		.select({ body: supportMessages.body })
		.from(supportMessages)
		.where(eq(supportMessages.flowId, sql.placeholder('flowId')))
		.prepare()
const attachFlowMessage = (db: DbOrTx) =>
	db
		.update(supportMessages)
		.set({ donationId: sql`${sql.placeholder('donationId')}`, updatedAt: sql`${sql.placeholder('at')}` })
		.where(eq(supportMessages.flowId, sql.placeholder('flowId')))
		.prepare()

/** The flow's message, replaced; null removes it. */
export function saveFlowSupportMessage(flowId: string, potId: number, body: string | null) {
	const db = getDb()
	if (body === null) {
		prepared(db, deleteFlowMessage).run({ flowId })
		return
	}
	prepared(db, upsertFlowMessage).run({ flowId, potId, body, at: Date.now() })
}

/** The message the donor left on this payment flow, if any. */
export function flowSupportMessage(flowId: string): string | null {
	return prepared(getDb(), flowMessage).get({ flowId })?.body ?? null
}

/**
 * The flow's donation: the message now goes with it. A retried card makes a new donation on the same flow; the
 * latest attempt takes the message, so a failed attempt never shows it.
 */
export function attachSupportMessage(flowId: string, donationId: number) {
	prepared(getDb(), attachFlowMessage).run({ flowId, donationId, at: Date.now() })
}

const messageRow = {
	id: supportMessages.id,
	body: supportMessages.body,
	hiddenAt: supportMessages.hiddenAt,
	status: donations.status,
	succeededAt: donations.succeededAt,
	amountCents: donations.amountCents,
	isVisible: donations.isVisible,
	isAnonymous: donations.isAnonymous,
	isQuick: donations.isQuick,
	quickFirstName: donations.quickFirstName,
	firstName: users.firstName,
	lastName: users.lastName,
	role: users.role,
	companyName: companies.name,
}

function messagesQuery(db: DbOrTx, onlyShown: boolean) {
	return db
		.select(messageRow)
		.from(supportMessages)
		.innerJoin(donations, eq(donations.id, supportMessages.donationId))
		.leftJoin(users, eq(users.id, donations.donorId))
		.leftJoin(companies, eq(companies.userId, donations.donorId))
		.where(
			and(
				eq(supportMessages.potId, sql.placeholder('potId')),
				// Led by the pot's few messages (support_messages_pot_idx), each joined to its gift by id: the
				// unary `+` keeps SQLite from walking the pot's gifts instead (100 000 of them: 12 ms a view).
				sql`+${donations.potId} = ${sql.placeholder('potId')}`,
				sql`+${donations.status} = 'SUCCEEDED'`,
				onlyShown ? isNull(supportMessages.hiddenAt) : undefined,
			),
		)
		.orderBy(desc(donations.succeededAt), desc(supportMessages.id))
}

/** The pot page's query (every rendered view) is built and prepared once per connection (docs/performance.md). */
const shownMessages = (db: DbOrTx) => messagesQuery(db, true).limit(sql.placeholder('limit')).prepare()

function messagesOf(potId: number, onlyShown: boolean, limit?: number) {
	if (onlyShown && limit) return prepared(getDb(), shownMessages).all({ potId, limit })
	const query = messagesQuery(getDb(), onlyShown)
	return limit ? query.limit(limit).all({ potId }) : query.all({ potId })
}

/** What a visitor may see of a message: the same name and amount rules as the participants list. */
const publicView = (row: ReturnType<typeof messagesOf>[number]) => ({
	id: row.id,
	body: row.body,
	name: participantName(row),
	amountCents: row.isVisible ? row.amountCents : null,
	/** An instant, as an ISO timestamp. */
	at: (row.succeededAt ?? new Date(0)).toISOString(),
})

export type PublicSupportMessage = ReturnType<typeof publicView>

/** The pot page's words of support: succeeded gifts only, hidden ones left out, newest first. */
export function listPotSupportMessages(potId: number): PublicSupportMessage[] {
	return messagesOf(potId, true, SUPPORT_MESSAGES_SHOWN).map(publicView)
}

/** The organiser's view: every message of a succeeded gift, hidden ones with their flag. */
export function listOrganiserSupportMessages(potId: number) {
	return messagesOf(potId, false).map((row) => ({ ...publicView(row), hidden: row.hiddenAt !== null }))
}

export type OrganiserSupportMessage = ReturnType<typeof listOrganiserSupportMessages>[number]

/** The organiser hides a message of their pot, or shows it again; false when the pot has no such message. */
export function setSupportMessageHidden(potId: number, messageId: number, hidden: boolean) {
	const changed = getDb()
		.update(supportMessages)
		.set({ hiddenAt: hidden ? sql`coalesce(${supportMessages.hiddenAt}, ${Date.now()})` : null })
		.where(and(eq(supportMessages.id, messageId), eq(supportMessages.potId, potId)))
		.run().changes
	if (changed > 0) invalidatePotPages(potId)
	return changed > 0
}

/** An operator removes a message for good; false when the pot has no such message. */
export function removeSupportMessage(potId: number, messageId: number) {
	const changed = getDb()
		.delete(supportMessages)
		.where(and(eq(supportMessages.id, messageId), eq(supportMessages.potId, potId)))
		.run().changes
	if (changed > 0) invalidatePotPages(potId)
	return changed > 0
}
