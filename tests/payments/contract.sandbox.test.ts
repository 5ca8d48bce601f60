import { runProviderContract } from './contract.ts'

// The simulator is built in parallel: the suite is skipped (not failed) while its modules are missing.
const sandbox = await import('#app/payments/sandbox/index.server.ts').catch(() => null)
const vault = await import('#app/payments/sandbox/cards.server.ts').catch(() => null)
const ready =
	typeof sandbox?.createSandboxProvider === 'function' && typeof vault?.tokenizeCard === 'function'

/** The browser's post to the simulator's vault page, without the HTTP: the registration id ends its URL. */
async function tokenize(url: string, fields: Record<string, string>) {
	if (!vault) throw new Error('sandbox vault missing')
	const registrationId = new URL(url, 'http://localhost').pathname.split('/').pop() ?? ''
	const result = vault.tokenizeCard({
		registrationId,
		accessKeyRef: fields.accessKeyRef ?? '',
		data: fields.data ?? '',
		cardNumber: fields.cardNumber ?? '',
		cardExpirationDate: fields.cardExpirationDate ?? '',
		cardCvx: fields.cardCvx ?? '',
	})
	return 'data' in result ? `data=${result.data}` : `errorCode=${result.errorCode}`
}

runProviderContract(
	'sandbox simulator',
	async () => {
		if (!sandbox) throw new Error('sandbox missing')
		// The simulator needs no product database: it opens DATA_DIR/sandbox.db on first use (ADR 012).
		return {
			provider: sandbox.createSandboxProvider(),
			control: sandbox.createSandboxControl({ webhookUrl: 'http://127.0.0.1:9/webhooks/mangopay' }),
			tokenize,
			teardown: async () => {},
		}
	},
	{ skip: !ready },
)
