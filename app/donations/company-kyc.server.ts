import { MaxFilesExceededError } from '@mjackson/form-data-parser'
import { and, eq, gt, inArray, isNotNull, or } from 'drizzle-orm'
import { kycDocuments } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { oversizedFiles, readForm } from '../platform/forms.server.ts'
import { derivedMessages, generic, kycMessages } from '../lib/messages.ts'
import { MAX_INPUT_CENTS, MIN_DONATION_CENTS } from '../lib/money.ts'
import { kycPendingMessages } from '../lib/donations/kyc-messages.ts'
import { paymentProfileMessage, type PaymentProfileProblem } from '../lib/donations/payment-profile.ts'
import { getPaymentProvider } from '../payments/index.server.ts'
import { ensurePayer } from '../payments/parties.server.ts'
import { type KycKind, providerKycType } from '../lib/payments/kyc-kinds.ts'
import { providerTag } from '../lib/payments/provider-keys.ts'
import { idempotencyKeyOf, isPaymentProviderError, type PaymentProvider } from '../payments/provider.ts'

/**
 * Company KYC (docs/requirements.md#spec-3-2 "participate/{type}/{id}/kyc", §3 "KYC document", §5 "KYC files"): up to five
 * optional documents, read in memory, checked by their magic bytes and streamed to the payment provider
 * as base64 pages. The files never touch the disk; `kyc_documents` keeps the type, the provider's id and
 * the status only.
 */

/** docs/requirements.md#spec-3-5 and docs/requirements.md#spec-3-9: each file is at most 7 340 032 bytes (7 MB). */
export const KYC_MAX_FILE_BYTES = 7_340_032

/**
 * The five uploads in the form's order, and the document kind each one becomes (docs/requirements.md#spec-1-3): the manager's
 * identity document is the legal representative's, IDENTITY_PROOF_LEAD, sent to the provider as an
 * IDENTITY_PROOF (app/lib/payments/kyc-kinds.ts).
 */
const KYC_FIELDS = {
	registration_proof: 'REGISTRATION_PROOF',
	identity_proof: 'IDENTITY_PROOF_LEAD',
	// The back of the identity document is a second page of the same document (docs/requirements.md#spec-3-3).
	identity_proof_back: 'IDENTITY_PROOF_LEAD',
	articles_of_association: 'ARTICLES_OF_ASSOCIATION',
	shareholder_declaration: 'SHAREHOLDER_DECLARATION',
} as const satisfies Record<string, KycKind>

export type KycFieldName = keyof typeof KYC_FIELDS
const KYC_FIELD_NAMES = Object.keys(KYC_FIELDS) as KycFieldName[]

const isKycField = (name: string): name is KycFieldName => Object.hasOwn(KYC_FIELDS, name)

/** pdf, jpeg (.jpeg and .jpg), gif and png, recognised by their content, not their name. */
const ACCEPTED_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/gif', 'image/png'])

export type KycFieldErrors = Partial<Record<KycFieldName | '', string[]>>

/**
 * Parses the multipart form in memory, each file limited to {@link KYC_MAX_FILE_BYTES}. A file over the
 * limit is left out by the reader ({@link oversizedFiles}) and gets the message under its own field;
 * nothing of such a request is sent.
 */
export async function readKycUpload(
	request: Request,
): Promise<{ ok: true; formData: FormData } | { ok: false; fieldErrors: KycFieldErrors }> {
	try {
		const formData = await readForm(request, {
			maxFileSize: KYC_MAX_FILE_BYTES,
			maxFiles: KYC_FIELD_NAMES.length,
			onFile: (file) => (isKycField(file.fieldName) ? file : null),
		})
		const tooLarge = oversizedFiles(formData).filter(isKycField)
		if (tooLarge.length > 0) {
			const fieldErrors: KycFieldErrors = {}
			for (const field of tooLarge) fieldErrors[field] = [kycMessages.fileTooLarge]
			return { ok: false, fieldErrors }
		}
		return { ok: true, formData }
	} catch (error) {
		if (error instanceof MaxFilesExceededError) {
			return { ok: false, fieldErrors: { '': [derivedMessages.formNotSubmittedProperly] } }
		}
		throw error
	}
}

/** One provider document: its kind and its pages (the raw bytes, base64-encoded when sent). */
type KycDocumentToSend = { type: KycKind; pages: Uint8Array[] }

/**
 * Checks the chosen files (empty inputs are skipped) — size, then real type — and groups them into the
 * documents to send: the identity back joins the identity document when both are given, otherwise it is
 * an identity document of its own.
 */
export async function checkKycFiles(
	files: Partial<Record<KycFieldName, File | undefined>>,
): Promise<{ ok: true; documents: KycDocumentToSend[] } | { ok: false; fieldErrors: KycFieldErrors }> {
	const fieldErrors: KycFieldErrors = {}
	const pages: Partial<Record<KycFieldName, Uint8Array>> = {}
	for (const name of KYC_FIELD_NAMES) {
		const file = files[name]
		if (!file || file.size === 0) continue
		if (file.size > KYC_MAX_FILE_BYTES) {
			fieldErrors[name] = [kycMessages.fileTooLarge]
			continue
		}
		const bytes = new Uint8Array(await file.arrayBuffer())
		const { fileTypeFromBuffer } = await import('file-type')
		const type = await fileTypeFromBuffer(bytes)
		if (!type || !ACCEPTED_TYPES.has(type.mime)) {
			fieldErrors[name] = [derivedMessages.kycFileTypeInvalid]
			continue
		}
		pages[name] = bytes
	}
	if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
	const documents: KycDocumentToSend[] = []
	const add = (type: KycKind, ...list: Array<Uint8Array | undefined>) => {
		const present = list.filter((page): page is Uint8Array => page !== undefined)
		if (present.length) documents.push({ type, pages: present })
	}
	add('REGISTRATION_PROOF', pages.registration_proof)
	add(KYC_FIELDS.identity_proof, pages.identity_proof, pages.identity_proof_back)
	add('ARTICLES_OF_ASSOCIATION', pages.articles_of_association)
	add('SHAREHOLDER_DECLARATION', pages.shareholder_declaration)
	return { ok: true, documents }
}

type KycSendResult =
	| { ok: true; sent: number }
	| { ok: false; message: string; problem: PaymentProfileProblem | null; fieldErrors?: KycFieldErrors }

/** A document still being sent (created, pages not all added): no second one of its type meanwhile. */
const IN_FLIGHT_MS = 15 * 60_000

/**
 * Asks the provider again about this account's documents it has not answered for (R3: asked, never trusted
 * blind): one validated or refused since no longer holds its type back. A provider failure keeps what we know.
 */
async function refreshWaitingDocuments(provider: PaymentProvider, userId: number) {
	const db = getDb()
	const waiting = db
		.select({ id: kycDocuments.id, providerDocumentId: kycDocuments.providerDocumentId })
		.from(kycDocuments)
		.where(
			and(
				eq(kycDocuments.userId, userId),
				eq(kycDocuments.status, 'VALIDATION_ASKED'),
				isNotNull(kycDocuments.providerDocumentId),
			),
		)
		.all()
	for (const row of waiting) {
		try {
			const doc = await provider.getKycDocument(row.providerDocumentId as string)
			if (doc.status === 'VALIDATION_ASKED') continue
			db.update(kycDocuments)
				.set({ status: doc.status, refusedReason: doc.refusedReasonMessage ?? doc.refusedReasonType })
				.where(eq(kycDocuments.id, row.id))
				.run()
		} catch (error) {
			if (!isPaymentProviderError(error)) throw error
		}
	}
}

/**
 * In one transaction: the types among `documents` that already wait for the provider's check (or are being
 * sent), or, when there are none, a row for each document (the sending then fills them in). Two forms sent at
 * once cannot both pass.
 */
function claimDocuments(userId: number, documents: KycDocumentToSend[], now = new Date()) {
	return getDb().transaction(
		(tx) => {
			const types = documents.map((d) => d.type)
			const waiting = new Set(
				tx
					.select({ type: kycDocuments.type })
					.from(kycDocuments)
					.where(
						and(
							eq(kycDocuments.userId, userId),
							inArray(kycDocuments.type, types),
							or(
								eq(kycDocuments.status, 'VALIDATION_ASKED'),
								and(
									eq(kycDocuments.status, 'CREATED'),
									gt(kycDocuments.updatedAt, new Date(now.getTime() - IN_FLIGHT_MS)),
								),
							),
						),
					)
					.all()
					.map((row) => row.type),
			)
			if (waiting.size) return { ok: false as const, waiting }
			const rows = documents.map((document) =>
				tx
					.insert(kycDocuments)
					.values({ userId, type: document.type })
					.returning({ id: kycDocuments.id, providerKey: kycDocuments.providerKey })
					.get(),
			)
			return { ok: true as const, rows }
		},
		{ behavior: 'immediate' },
	)
}

/** The form's error for each type still waiting, on its first input. */
function waitingErrors(waiting: Set<KycKind>): KycFieldErrors {
	const errors: KycFieldErrors = {}
	for (const kind of waiting) {
		const name = KYC_FIELD_NAMES.find((field) => KYC_FIELDS[field] === kind)
		if (name) errors[name] = [kycPendingMessages.alreadyPending]
	}
	return errors
}

/**
 * Sends the documents for the account (its PAYER user at the provider is created on demand). A type that
 * already waits for the provider's check is refused, nothing of the form sent (ADR 033: eleven were
 * sent in a minute). Each document gets its local row first, whose id makes the creation's idempotency key
 * (ARCHITECTURE "Payments boundary"). A provider failure gives the generic message; an account the provider
 * cannot know yet, its profile message.
 */
export async function sendKycDocuments(
	userId: number,
	documents: KycDocumentToSend[],
	provider?: PaymentProvider,
): Promise<KycSendResult> {
	if (!documents.length) return { ok: true, sent: 0 }
	const payments = provider ?? (await getPaymentProvider())
	try {
		const payer = await ensurePayer(payments, userId)
		if (!payer.ok) return { ok: false, message: paymentProfileMessage(payer.problem), problem: payer.problem }
		await refreshWaitingDocuments(payments, userId)
		const claimed = claimDocuments(userId, documents)
		if (!claimed.ok)
			return {
				ok: false,
				message: kycPendingMessages.alreadyPending,
				problem: null,
				fieldErrors: waitingErrors(claimed.waiting),
			}
		try {
			for (const [index, document] of documents.entries())
				await sendDocument(payments, payer.providerUserId, document, claimed.rows[index]!)
		} catch (error) {
			// Not in flight any more: the visitor may send them again at once.
			const ids = claimed.rows.map((row) => row.id)
			getDb()
				.update(kycDocuments)
				.set({ updatedAt: new Date(0) })
				.where(and(inArray(kycDocuments.id, ids), eq(kycDocuments.status, 'CREATED')))
				.run()
			throw error
		}
		return { ok: true, sent: documents.length }
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		console.error(`KYC upload failed for user ${userId}: ${error.code} ${error.message}`)
		return { ok: false, message: generic.error, problem: null }
	}
}

async function sendDocument(
	provider: PaymentProvider,
	providerUserId: string,
	document: KycDocumentToSend,
	row: { id: number; providerKey: string },
) {
	const db = getDb()
	const created = await provider.createKycDocument(
		{ userId: providerUserId, type: providerKycType(document.type), tag: providerTag('kyc', row) },
		{ idempotencyKey: idempotencyKeyOf(row.providerKey) },
	)
	db.update(kycDocuments)
		.set({ providerDocumentId: created.documentId, status: created.status })
		.where(eq(kycDocuments.id, row.id))
		.run()
	for (const page of document.pages) {
		await provider.addKycPage({
			userId: providerUserId,
			documentId: created.documentId,
			fileBase64: Buffer.from(page).toString('base64'),
		})
	}
	const submitted = await provider.submitKycDocument({
		userId: providerUserId,
		documentId: created.documentId,
	})
	db.update(kycDocuments).set({ status: submitted.status }).where(eq(kycDocuments.id, row.id)).run()
}

type Contribution = { amount: number; tip: number }

const centsParam = (value: string | null) => {
	if (value === null || !/^\d{1,10}$/.test(value)) return null
	const cents = Number(value)
	return cents <= MAX_INPUT_CENTS ? cents : null
}

/**
 * The contribution carried in the query (`amount` and `tip`, in cents), or null when the amount is absent
 * or unusable — then the page asks for it (the creation flow's continuation). A wrong tip counts as 0.
 */
export function contributionFromQuery(query: URLSearchParams): Contribution | null {
	const amount = centsParam(query.get('amount'))
	if (amount === null || amount < MIN_DONATION_CENTS) return null
	return { amount, tip: centsParam(query.get('tip')) ?? 0 }
}

/** The next step: the payment page with the amount and the tip (docs/requirements.md#spec-3-2). */
export function paymentPath(potId: number, { amount, tip }: Contribution) {
	return `/participate/${potId}/payment?${new URLSearchParams({ amount: String(amount), tip: String(tip) })}`
}
