import { MaxFilesExceededError } from '@mjackson/form-data-parser'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { type CharityKycType, charityKycDocuments, charities } from '#db/schema/index.ts'
import {
	canUploadKyc,
	CHARITY_KYC_ORDER,
	isCharityKycType,
	type KycProgress,
	kycFileSizeError,
	kycProgressOf,
} from '../lib/charity-space/charity-onboarding.ts'
import { derivedMessages, kycMessages } from '../lib/messages.ts'
import { onboardingMessages } from '../lib/charity-space/onboarding-messages.ts'
import { providerTag } from '../lib/payments/provider-keys.ts'
import { ensureCharityOwner } from '../payments/parties.server.ts'
import { idempotencyKeyOf, isPaymentProviderError, type PaymentProvider } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'
import { withLease } from '../platform/leases.server.ts'
import { refreshCharityVerification } from './verification.server.ts'
import { oversizedFiles, readForm } from '../platform/forms.server.ts'

/**
 * A charity's KYC documents (ADR 028): one file per document, read in memory (7 MB at most, the type checked
 * by its magic bytes), sent to the provider as the one page of a new document of the charity's legal user,
 * then submitted. The row is written first (its id makes the idempotency key); the file is never stored.
 * The status is re-fetched from the provider when the page is shown and on KYC_* notifications.
 */

/** As company KYC (docs/requirements.md#spec-3-5): 7 340 032 bytes. */
export const CHARITY_KYC_MAX_BYTES = 7_340_032
const ACCEPTED = new Set(['application/pdf', 'image/jpeg', 'image/png'])

type Row = typeof charityKycDocuments.$inferSelect

/** The documents the provider needs for an association's KYB (the shareholder declaration only on demand). */
const REQUIRED_KYC: CharityKycType[] = ['REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION', 'IDENTITY_PROOF']

/** The latest upload of each document type, and its progress. */
export function latestCharityKyc(charityId: number) {
	const rows = getDb()
		.select()
		.from(charityKycDocuments)
		.where(eq(charityKycDocuments.charityId, charityId))
		.orderBy(desc(charityKycDocuments.id))
		.all()
	const latest = {} as Record<CharityKycType, Row | undefined>
	const progress = {} as Record<CharityKycType, KycProgress>
	for (const type of CHARITY_KYC_ORDER) {
		latest[type] = rows.find((r) => r.type === type)
		progress[type] = kycProgressOf(latest[type]?.status)
	}
	return { latest, progress }
}

/** Applies the provider's current status to one of our rows (R3: the provider is asked, never trusted blind). */
async function refreshRow(provider: PaymentProvider, row: Row) {
	if (!row.providerDocumentId) return
	const doc = await provider.getKycDocument(row.providerDocumentId)
	if (doc.status === row.status) return
	getDb()
		.update(charityKycDocuments)
		.set({
			status: doc.status,
			refusedReasonType: doc.refusedReasonType,
			refusedReasonMessage: doc.refusedReasonMessage,
		})
		.where(eq(charityKycDocuments.id, row.id))
		.run()
}

/** The documents under review are asked again (the page's view); a provider failure keeps the last status. */
export async function refreshCharityKyc(provider: PaymentProvider, charityId: number) {
	const reviewed = getDb()
		.select()
		.from(charityKycDocuments)
		.where(
			and(eq(charityKycDocuments.charityId, charityId), eq(charityKycDocuments.status, 'VALIDATION_ASKED')),
		)
		.all()
	for (const row of reviewed) {
		try {
			await refreshRow(provider, row)
		} catch (error) {
			if (!isPaymentProviderError(error)) throw error
			console.error(`Charity KYC ${row.id}: status not refreshed: ${error.code}`)
		}
	}
	const latest = latestCharityKyc(charityId)
	// Every required document validated: the provider is asked whether the charity is verified now.
	if (REQUIRED_KYC.every((type) => latest.progress[type] === 'validated'))
		await refreshCharityVerification(provider, charityId)
	return latest
}

export const isKycEvent = (eventType: string) => eventType === 'KYC_SUCCEEDED' || eventType === 'KYC_FAILED'

/** A KYC_SUCCEEDED/KYC_FAILED notification: a charity's document is re-fetched (a company's is not ours here). */
export async function processCharityKycEvent(provider: PaymentProvider, documentId: string) {
	const rows = getDb()
		.select()
		.from(charityKycDocuments)
		.where(inArray(charityKycDocuments.providerDocumentId, [documentId]))
		.all()
	for (const row of rows) {
		await refreshRow(provider, row)
		// A document accepted: the charity may be verified now (the user is read again, R3).
		await refreshCharityVerification(provider, row.charityId)
	}
}

type KycUpload =
	| { ok: true; type: CharityKycType; bytes: Uint8Array }
	| { ok: false; type: CharityKycType | null; field: 'document' | ''; message: string }

/**
 * Reads one upload: the document's type is in the query (`?type=IDENTITY_PROOF`, known even when the body is
 * refused for its size), the file is the form's `document`, checked by its content.
 */
export async function readCharityKycUpload(request: Request): Promise<KycUpload> {
	const queried = new URL(request.url).searchParams.get('type')
	const type = isCharityKycType(queried) ? queried : null
	const refused = (field: 'document' | '', message: string) => ({ ok: false as const, type, field, message })
	if (!type) return refused('', derivedMessages.formNotSubmittedProperly)
	let form: FormData
	try {
		form = await readForm(request, {
			maxFileSize: CHARITY_KYC_MAX_BYTES,
			maxFiles: 1,
			onFile: (file) => (file.fieldName === 'document' ? file : null),
		})
	} catch (error) {
		if (error instanceof MaxFilesExceededError) return refused('', derivedMessages.formNotSubmittedProperly)
		throw error
	}
	if (oversizedFiles(form).includes('document')) return refused('document', kycMessages.fileTooLarge)
	const file = form.get('document')
	if (!(file instanceof File) || file.size === 0)
		return refused('document', onboardingMessages.documentRequired)
	if (file.size > CHARITY_KYC_MAX_BYTES) return refused('document', kycMessages.fileTooLarge)
	const bytes = new Uint8Array(await file.arrayBuffer())
	const { fileTypeFromBuffer } = await import('file-type')
	const detected = await fileTypeFromBuffer(bytes)
	if (!detected || !ACCEPTED.has(detected.mime))
		return refused('document', onboardingMessages.fileTypeInvalid)
	const tooSmall = kycFileSizeError(type, file.size)
	if (tooSmall) return refused('document', tooSmall)
	return { ok: true, type, bytes }
}

type SendResult = { ok: true } | { ok: false; reason: 'not-replaceable' | 'provider' | 'unknown-charity' }

/**
 * A document being sent is claimed in the database (a lease, app/platform/leases.server.ts) for as long as the
 * provider may take: until the provider has it, its row reads as "to send", and a second request meanwhile (a
 * double click, on this worker or another) would send it again. A process that dies mid-send frees it when
 * the claim's time passes.
 */
const SENDING_MS = 2 * 60_000
const sendingLease = (charityId: number, type: CharityKycType) => `charity-kyc:${charityId}:${type}`

/**
 * Sends one document. Refused while the same one is being sent, and unless its type has no upload yet, only
 * an unfinished one, or a refused one.
 * A provider failure leaves the row as far as it got (PENDING or CREATED, read as "to send"): a new upload
 * makes a new row and a new document.
 */
export async function sendCharityKycDocument(
	provider: PaymentProvider,
	charityId: number,
	type: CharityKycType,
	bytes: Uint8Array,
): Promise<SendResult> {
	const db = getDb()
	if (!db.select({ id: charities.id }).from(charities).where(eq(charities.id, charityId)).get())
		return { ok: false, reason: 'unknown-charity' }
	// Each send is its own holder: a second one in this very process is refused too.
	const lease = sendingLease(charityId, type)
	const sent = await withLease(lease, SENDING_MS, async (): Promise<SendResult> => {
		try {
			if (!canUploadKyc(latestCharityKyc(charityId).progress[type]))
				return { ok: false, reason: 'not-replaceable' }
			const userId = await ensureCharityOwner(provider, charityId)
			const row = db
				.insert(charityKycDocuments)
				.values({ charityId, type })
				.returning({ id: charityKycDocuments.id, providerKey: charityKycDocuments.providerKey })
				.get()
			const created = await provider.createKycDocument(
				{ userId, type, tag: providerTag('charity-kyc', row) },
				{ idempotencyKey: idempotencyKeyOf(row.providerKey) },
			)
			db.update(charityKycDocuments)
				.set({ providerDocumentId: created.documentId, status: created.status })
				.where(eq(charityKycDocuments.id, row.id))
				.run()
			await provider.addKycPage({
				userId,
				documentId: created.documentId,
				fileBase64: Buffer.from(bytes).toString('base64'),
			})
			const submitted = await provider.submitKycDocument({ userId, documentId: created.documentId })
			db.update(charityKycDocuments)
				.set({ status: submitted.status })
				.where(eq(charityKycDocuments.id, row.id))
				.run()
			return { ok: true }
		} catch (error) {
			if (!isPaymentProviderError(error)) throw error
			console.error(`Charity ${charityId}: KYC ${type} not sent: ${error.code} ${error.message}`)
			return { ok: false, reason: 'provider' }
		}
	})
	return sent.held ? sent.value : { ok: false, reason: 'not-replaceable' }
}
