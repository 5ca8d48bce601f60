// A separate process settling pay-ins on the same SQLite file as the test (DATA_DIR): each id in argv is
// applied as SUCCEEDED through the ledger, as the webhook intake or the reconciliation of another server
// process would. Started by tests/integration/receipts-numbering.test.ts.
import { settlePayIn } from '#app/donations/ledger.server.ts'
import { setAttachmentRenderer } from '#app/mail/attachments.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { renderAttachment } from '#app/receipts/attachments.server.ts'

// What startServer() wires in a server process (app/server-start.server.ts): the mails' attached receipts.
setAttachmentRenderer(renderAttachment)

const executedAt = Math.floor(Date.now() / 1000)
for (const id of process.argv.slice(2)) {
	await settlePayIn({ id, status: 'SUCCEEDED', resultCode: '000000', resultMessage: 'Success', executedAt })
}
getDb().$client.close()
