import { createSandboxControl, createSandboxProvider } from '#app/payments/sandbox/index.server.ts'
import { tokenizeCard } from '#app/payments/sandbox/cards.server.ts'
import { runProviderContract } from './contract.ts'

// The simulator is imported like any module: a broken or missing module fails the suite, never skips it.

/** The browser's post to the simulator's vault page, without the HTTP: the registration id ends its URL. */
async function tokenize(url: string, fields: Record<string, string>) {
	const registrationId = new URL(url, 'http://localhost').pathname.split('/').pop() ?? ''
	const result = tokenizeCard({
		registrationId,
		accessKeyRef: fields.accessKeyRef ?? '',
		data: fields.data ?? '',
		cardNumber: fields.cardNumber ?? '',
		cardExpirationDate: fields.cardExpirationDate ?? '',
		cardCvx: fields.cardCvx ?? '',
	})
	return 'data' in result ? `data=${result.data}` : `errorCode=${result.errorCode}`
}

runProviderContract('sandbox simulator', async () => {
	// The simulator needs no product database: it opens DATA_DIR/sandbox.db on first use (ADR 012).
	return {
		provider: createSandboxProvider(),
		control: createSandboxControl({ webhookUrl: 'http://127.0.0.1:9/webhooks/mangopay' }),
		tokenize,
		teardown: async () => {},
	}
})
