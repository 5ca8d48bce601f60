import { type LoaderFunctionArgs } from '@remix-run/node'
import { processPendingEvents } from '#app/donations/provider-events.server.ts'
import { recordProviderEvent } from '#app/payments/events.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { parseWebhookQuery } from '#app/payments/provider.ts'

/**
 * Mangopay's notifications (GET ?EventType=&RessourceId=&Date=). They are hints: the event is stored, the
 * answer goes out at once (Mangopay wants it within 2 s), and the object is re-fetched and applied after.
 */
export function loader({ request }: LoaderFunctionArgs) {
	const event = parseWebhookQuery(new URL(request.url).searchParams)
	if (!event) return new Response('Invalid notification', { status: 400 })
	recordProviderEvent(event)
	setImmediate(() => {
		getPaymentProvider()
			.then((provider) => processPendingEvents(provider))
			.catch((error: unknown) =>
				console.error('Webhook processing failed (the reconciliation will retry):', error),
			)
	})
	return new Response('OK', { headers: { 'cache-control': 'no-store' } })
}
