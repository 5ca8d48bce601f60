import { type LoaderFunctionArgs } from '@remix-run/node'
import { consumeRateLimit } from '#app/auth/rate-limit.server.ts'
import { nudgeEventWorker } from '#app/donations/event-worker.server.ts'
import { recordProviderEvent } from '#app/payments/events.server.ts'
import { providerClockSeconds } from '#app/payments/index.server.ts'
import { parseWebhookQuery } from '#app/payments/provider.ts'

/** Per IP address: Mangopay's bursts pass, a flood of junk does not (the reconciliation lists what is missed). */
const WEBHOOK_LIMIT = { limit: 300, windowMs: 60_000 }
/**
 * A notification dated in the future is junk (it would also move the reconciliation's starting point); the
 * future is the provider's (the simulator's clock may run ahead of ours).
 */
const MAX_CLOCK_SKEW_S = 2 * 60

/**
 * Mangopay's notifications (GET ?EventType=&RessourceId=&Date=). They are hints: the event is stored once,
 * the answer goes out at once (Mangopay wants it within 2 s), and the event worker re-fetches and applies the
 * object after, a few at a time (app/donations/event-worker.server.ts).
 */
export function loader({ request, context }: LoaderFunctionArgs) {
	if (!consumeRateLimit(`webhook:ip:${context?.clientIp ?? 'unknown'}`, WEBHOOK_LIMIT)) {
		return new Response('Trop de notifications : merci de réessayer dans une minute', {
			status: 429,
			headers: {
				'retry-after': '60',
				'cache-control': 'no-store',
				'content-type': 'text/plain; charset=utf-8',
			},
		})
	}
	const event = parseWebhookQuery(new URL(request.url).searchParams)
	if (!event || event.date > Math.max(Date.now() / 1000, providerClockSeconds()) + MAX_CLOCK_SKEW_S)
		return new Response('Invalid notification', { status: 400 })
	if (recordProviderEvent(event)) nudgeEventWorker()
	return new Response('OK', { headers: { 'cache-control': 'no-store' } })
}
