import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import { prepared } from '#db/prepared.ts'
import { simEvents, simKycDocuments, simUsers } from '#db/schema/sandbox.ts'
import { type KycStatus, type KycType } from '../provider.ts'
import {
	badRequest,
	getSandboxDb,
	MINUTE,
	nextId,
	notFound,
	now,
	recordEvent,
	type Tx,
} from './core.server.ts'
import { KYC_REFUSALS } from './rules.ts'
import { getUserRow } from './users-wallets.server.ts'

/** Legacy KYC documents (still the path for associations): pages are counted, never stored. */

const KYC_TYPES: KycType[] = [
	'IDENTITY_PROOF',
	'REGISTRATION_PROOF',
	'ARTICLES_OF_ASSOCIATION',
	'SHAREHOLDER_DECLARATION',
	'ADDRESS_PROOF',
]
/** Documents with an `accept`/`refuse_*` tag are reviewed this long after submission (Sandbox mocks). */
const MOCK_REVIEW_DELAY = MINUTE
const MAX_PAGES = 5
const MAX_BASE64 = 10 * 1024 * 1024

export function createKycDocument(tx: Tx, at: number, i: { userId: string; type: KycType; tag?: string }) {
	const user = getUserRow(tx, i.userId)
	if (!KYC_TYPES.includes(i.type)) badRequest('Type is invalid')
	if (user.personType === 'NATURAL' && i.type !== 'IDENTITY_PROOF' && i.type !== 'ADDRESS_PROOF') {
		badRequest('Natural user only allows IDENTITY_PROOF and ADDRESS_PROOF')
	}
	if (user.personType === 'LEGAL' && i.type === 'ADDRESS_PROOF')
		badRequest("Legal users don't allow ADDRESS_PROOF")
	if (user.legalPersonType === 'SOLETRADER' && i.type === 'ARTICLES_OF_ASSOCIATION')
		badRequest("Soletrader doesn't allow ARTICLES_OF_ASSOCIATION")
	const id = nextId(tx)
	tx.insert(simKycDocuments)
		.values({ id, userId: user.id, type: i.type, status: 'CREATED', tag: i.tag ?? null, createdAt: at })
		.run()
	recordEvent(tx, 'KYC_CREATED', id, at)
	return { documentId: id, status: 'CREATED' as KycStatus }
}

function documentOf(tx: Tx, userId: string, documentId: string) {
	const doc = tx.select().from(simKycDocuments).where(eq(simKycDocuments.id, documentId)).get()
	if (!doc || doc.userId !== userId) notFound(`KycDocument ${documentId}`)
	return doc
}

export function addKycPage(i: { userId: string; documentId: string; fileBase64: string }) {
	getSandboxDb().transaction((tx) => {
		const doc = documentOf(tx, i.userId, i.documentId)
		if (doc.status !== 'CREATED') badRequest('Pages can only be added to a CREATED document')
		if (doc.pageCount >= MAX_PAGES) badRequest('A document has at most 5 pages')
		const file = i.fileBase64
		if (!file || file.startsWith('data:') || !/^[A-Za-z0-9+/]+={0,2}$/.test(file) || file.length % 4 !== 0)
			badRequest('File must be base64')
		if (file.length > MAX_BASE64) badRequest('File is too large')
		tx.update(simKycDocuments)
			.set({ pageCount: doc.pageCount + 1 })
			.where(eq(simKycDocuments.id, doc.id))
			.run()
	})
}

export function submitKycDocument(i: { userId: string; documentId: string }) {
	return getSandboxDb().transaction((tx) => {
		const doc = documentOf(tx, i.userId, i.documentId)
		if (doc.status === 'VALIDATION_ASKED') return { status: doc.status as KycStatus }
		if (doc.status !== 'CREATED') badRequest(`The document is ${doc.status}`)
		if (doc.pageCount === 0) badRequest('The document has no page')
		const at = now(tx)
		tx.update(simKycDocuments)
			.set({ status: 'VALIDATION_ASKED', submittedAt: at })
			.where(eq(simKycDocuments.id, doc.id))
			.run()
		recordEvent(tx, 'KYC_VALIDATION_ASKED', doc.id, at)
		return { status: 'VALIDATION_ASKED' as KycStatus }
	})
}

export function getKycDocument(documentId: string) {
	const doc =
		getSandboxDb().select().from(simKycDocuments).where(eq(simKycDocuments.id, documentId)).get() ??
		notFound(`KycDocument ${documentId}`)
	return {
		status: doc.status,
		refusedReasonType: doc.refusedReasonType,
		refusedReasonMessage: doc.refusedReasonMessage,
	}
}

/** Required documents per user kind before KYCLevel becomes REGULAR. */
function requiredTypes(user: typeof simUsers.$inferSelect): KycType[] {
	if (user.personType === 'NATURAL') return ['IDENTITY_PROOF']
	if (user.legalPersonType === 'SOLETRADER') return ['IDENTITY_PROOF', 'REGISTRATION_PROOF']
	return ['IDENTITY_PROOF', 'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION']
}

function reviewTx(
	tx: Tx,
	documentId: string,
	outcome: 'VALIDATED' | 'REFUSED',
	reason: string | undefined,
	at: number,
) {
	const doc =
		tx.select().from(simKycDocuments).where(eq(simKycDocuments.id, documentId)).get() ??
		notFound(`KycDocument ${documentId}`)
	if (doc.status !== 'VALIDATION_ASKED')
		throw new Error(`KYC document ${documentId} is ${doc.status}, not VALIDATION_ASKED`)
	if (outcome === 'VALIDATED') {
		tx.update(simKycDocuments)
			.set({ status: 'VALIDATED', processedAt: at })
			.where(eq(simKycDocuments.id, doc.id))
			.run()
		recordEvent(tx, 'KYC_SUCCEEDED', doc.id, at)
		const user = getUserRow(tx, doc.userId)
		const validated = tx
			.select({ type: simKycDocuments.type })
			.from(simKycDocuments)
			.where(and(eq(simKycDocuments.userId, user.id), eq(simKycDocuments.status, 'VALIDATED')))
			.all()
			.map((d) => d.type)
		if (user.kycLevel === 'LIGHT' && requiredTypes(user).every((type) => validated.includes(type))) {
			tx.update(simUsers).set({ kycLevel: 'REGULAR' }).where(eq(simUsers.id, user.id)).run()
			recordEvent(tx, 'USER_KYC_REGULAR', user.id, at)
		}
		return
	}
	const type =
		(reason && (KYC_REFUSALS[reason] ?? (/^[A-Z_]+$/.test(reason) ? reason : null))) || 'DOCUMENT_UNREADABLE'
	tx.update(simKycDocuments)
		.set({
			status: 'REFUSED',
			refusedReasonType: type,
			refusedReasonMessage: `Document refused (${type})`,
			processedAt: at,
		})
		.where(eq(simKycDocuments.id, doc.id))
		.run()
	recordEvent(tx, 'KYC_FAILED', doc.id, at)
}

/** Control: a compliance officer's review. `reason` is a RefusedReasonType or a `refuse_*` tag. */
export function reviewKyc(documentId: string, outcome: 'VALIDATED' | 'REFUSED', reason?: string) {
	getSandboxDb().transaction((tx) => reviewTx(tx, documentId, outcome, reason, now(tx)))
}

/** Read before every simulated read (sweep.server.ts): built and prepared once per connection. */
const mockedKycDue = (tx: Tx) =>
	tx
		.select()
		.from(simKycDocuments)
		.where(
			and(
				eq(simKycDocuments.status, 'VALIDATION_ASKED'),
				isNotNull(simKycDocuments.tag),
				lte(simKycDocuments.submittedAt, sql.placeholder('before')),
			),
		)
		.prepare()

/** Sandbox mocks: `accept` → VALIDATED, `refuse_*` → REFUSED, a minute after submission. */
export function reviewMockedKyc(tx: Tx, at: number) {
	const due = prepared(tx, mockedKycDue).all({ before: at - MOCK_REVIEW_DELAY })
	for (const doc of due) {
		if (doc.tag === 'accept') reviewTx(tx, doc.id, 'VALIDATED', undefined, at)
		else if (doc.tag?.startsWith('refuse_'))
			reviewTx(tx, doc.id, 'REFUSED', KYC_REFUSALS[doc.tag] ?? 'SPECIFIC_CASE', at)
	}
}

/**
 * Demo data and tests only (no API does this): the user's required documents are recorded as sent and
 * validated, as after a compliance officer's review, so it becomes REGULAR (a verified pay-in beneficiary).
 */
export function validateKycForDemo(userId: string) {
	getSandboxDb().transaction((tx) => {
		const user = getUserRow(tx, userId)
		if (user.kycLevel === 'REGULAR') return
		const at = now(tx)
		const ids = [userId]
		for (const type of requiredTypes(user)) {
			const id = nextId(tx)
			ids.push(id)
			tx.insert(simKycDocuments)
				.values({
					id,
					userId,
					type,
					status: 'VALIDATION_ASKED',
					pageCount: 1,
					tag: 'demo',
					createdAt: at,
					submittedAt: at,
				})
				.run()
			reviewTx(tx, id, 'VALIDATED', undefined, at)
		}
		// Set up as if before the platform's time: no notification of it is listed or left to deliver.
		tx.delete(simEvents).where(inArray(simEvents.resourceId, ids)).run()
	})
}
