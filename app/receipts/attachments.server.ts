import { type MailAttachmentRef } from '#db/schema/index.ts'
import { receiptPdfById, statementPdfFor } from './documents.server.ts'

/** A document referenced by an outbox row, rendered as the file attached to the mail. */
export async function renderAttachment(ref: MailAttachmentRef) {
	if (ref.type === 'tax-receipt') {
		const { filename, pdf } = await receiptPdfById(ref.receiptId)
		return { filename, content: Buffer.from(pdf), contentType: 'application/pdf' }
	}
	const { filename, pdf } = await statementPdfFor(ref.userId, ref.year)
	return { filename, content: Buffer.from(pdf), contentType: 'application/pdf' }
}
