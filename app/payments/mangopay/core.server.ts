import {
	isValidIdempotencyKey,
	parseWebhookQuery,
	PaymentProviderError,
	type PaymentProvider,
	type ProviderEvent,
	type WriteOpts,
} from '../provider.ts'
import {
	createMangopayClient,
	type CallOptions,
	type MangopayClient,
	type MangopayConfig,
} from './client.server.ts'
import { fromHttp } from './errors.ts'
import { toEvent, unixSeconds, type MpEvent, type MpIdempotencyResponse } from './mapping.ts'

type P = PaymentProvider
export type In<K extends keyof P> = P[K] extends (...args: infer A) => unknown ? A : never
export type Out<K extends keyof P> = P[K] extends (...args: never[]) => Promise<infer R> ? Promise<R> : never

/**
 * What every Mangopay call shares: the SDK client, idempotent creates (Idempotency-Key, 409 → the original
 * answer from /responses/{key}), reads, and the notification/recovery part of the interface.
 */
export abstract class MangopayCore {
	readonly name = 'mangopay' as const
	protected readonly client: MangopayClient

	constructor(config: MangopayConfig | MangopayClient) {
		this.client = 'call' in config ? config : createMangopayClient(config)
	}

	/** POST create with the idempotency key; on a 409 replay, the original answer from /responses/{key}. */
	protected async create<T>(method: string, options: CallOptions, o: WriteOpts): Promise<T> {
		const key = o.idempotencyKey
		if (!isValidIdempotencyKey(key)) {
			throw new PaymentProviderError(
				'Idempotency keys are 16 to 36 characters among A-Z, a-z, 0-9 and -',
				'invalid_idempotency_key',
			)
		}
		try {
			return await this.client.call<T>(method, { ...options, idempotencyKey: key })
		} catch (error) {
			if (!(error instanceof PaymentProviderError) || error.code !== 'idempotent_creation_conflict')
				throw error
			const original = await this.getIdempotentResponse(key)
			// The first request may still be in flight: the same key can be retried a little later.
			if (!original) throw new PaymentProviderError(error.message, error.code, 409, true)
			if (original.statusCode >= 400) throw fromHttp(original.statusCode, original.resource)
			return original.resource as T
		}
	}

	protected get<T>(method: string, path: Record<string, string>) {
		return this.client.call<T>(method, { path })
	}

	// Notifications & recovery

	parseWebhook(query: URLSearchParams): ProviderEvent | null {
		return parseWebhookQuery(query)
	}

	async listEvents(...[i]: In<'listEvents'>): Out<'listEvents'> {
		const parameters: Record<string, string | number> = {
			AfterDate: unixSeconds(i.afterDate) ?? 0,
			BeforeDate: unixSeconds(i.beforeDate) ?? 0,
			Page: i.page ?? 1,
			Per_Page: Math.min(i.perPage ?? 100, 100),
			Sort: 'Date:ASC',
		}
		if (i.eventType) parameters.EventType = i.eventType
		const events = await this.client.call<MpEvent[]>('events_all', { parameters })
		return events.map(toEvent)
	}

	async getIdempotentResponse(key: string): Out<'getIdempotentResponse'> {
		try {
			const r = await this.client.call<MpIdempotencyResponse>('idempotency_response_get', {
				path: { idempotencyKey: key },
			})
			return { statusCode: Number(r.StatusCode), resource: r.Resource }
		} catch (error) {
			if (error instanceof PaymentProviderError && error.status === 404) return null
			throw error
		}
	}
}
