import { type MailAttachmentRef } from '#db/schema/index.ts'

/** A document attached to a mail, as the transport sends it. */
type MailAttachment = { filename: string; content: Buffer; contentType: string }
/** Renders the document an outbox row references (a tax receipt, a yearly statement) when the mail goes out. */
type AttachmentRenderer = (ref: MailAttachmentRef) => Promise<MailAttachment>

declare global {
	var __donnonsMailAttachmentRenderer: AttachmentRenderer | undefined
}

/**
 * Every domain sends mail, so the mail layer knows none: the documents an outbox row references are rendered
 * by the renderer the start-up wiring registers (app/server-start.server.ts registers app/receipts' one; the
 * tests' setup too). Kept on globalThis, like the page cache, so a module reloaded by Vite in development
 * still finds it.
 */
export function setAttachmentRenderer(render: AttachmentRenderer) {
	globalThis.__donnonsMailAttachmentRenderer = render
}

/** The attachments of an outbox row; throws (the attempt fails and is retried) when no renderer is registered. */
export async function renderAttachments(refs: readonly MailAttachmentRef[]): Promise<MailAttachment[]> {
	if (!refs.length) return []
	const render = globalThis.__donnonsMailAttachmentRenderer
	if (!render)
		throw new Error('No renderer for mail attachments: the start-up registers one (setAttachmentRenderer).')
	return Promise.all(refs.map(render))
}
