import { createRequire } from 'node:module'
import mangopay from 'mangopay4-nodejs-sdk'
import { parseRateLimitHeaders } from '../../lib/payments/provider-quota.ts'
import { PaymentProviderError } from '../provider.ts'
import { reportRateLimits } from '../rate-limits.ts'
import { toProviderError } from './errors.ts'

export type MangopayConfig = {
	clientId: string
	apiKey: string
	/** https://api.mangopay.com or https://api.sandbox.mangopay.com (or the fake server in tests). */
	baseUrl: string
	/** Per-request timeout; 10 s by default. */
	timeoutMs?: number
}

export type CallOptions = {
	path?: Record<string, string>
	data?: unknown
	parameters?: Record<string, string | number>
	/** Sent as the `Idempotency-Key` header (POST creates only). */
	idempotencyKey?: string
}

export type MangopayClient = {
	readonly clientId: string
	/** Calls one of the SDK's named endpoints (lib/apiMethods.js) and resolves with the parsed JSON body. */
	call<T>(method: string, options?: CallOptions): Promise<T>
}

type SdkResponse = { status: number; data: unknown; headers?: Record<string, unknown> }
type SdkMethod = (method: string, callback: null, options: Record<string, unknown>) => Promise<SdkResponse>

/**
 * A thin layer over mangopay4-nodejs-sdk: every call goes through the SDK's own `method()` (OAuth token,
 * URL table, headers) with `resolveWithFullResponse` so the HTTP status survives, the `Idempotency-Key` header
 * is added with the SDK's `OptionsHelper.withIdempotency`, and every failure becomes a PaymentProviderError.
 */
export function createMangopayClient(config: MangopayConfig): MangopayClient {
	const timeoutMs = config.timeoutMs ?? 10_000
	const baseUrl = config.baseUrl.replace(/\/+$/, '')
	installNetworkErrorGuard()
	const sdk = new mangopay({
		clientId: config.clientId,
		clientApiKey: config.apiKey,
		baseUrl,
		connectionTimeout: timeoutMs,
		responseTimeout: timeoutMs,
		// The SDK logs every error body with console.error by default; bodies may hold personal data.
		errorHandler: () => {},
	})
	isolateInstance(sdk, baseUrl)
	const method = (sdk.method as unknown as SdkMethod).bind(sdk)

	async function once(name: string, options: CallOptions) {
		let requestOptions: Record<string, unknown> = { resolveWithFullResponse: true }
		if (options.path) requestOptions.path = { ...options.path }
		if (options.data !== undefined) requestOptions.data = structuredClone(options.data)
		if (options.parameters) requestOptions.parameters = options.parameters
		if (options.idempotencyKey) {
			// Synchronous despite its typing (lib/services/OptionsHelper.js): it sets headers['Idempotency-Key'].
			const helper = sdk.OptionsHelper.withIdempotency as unknown as (
				o: object,
				key: string,
			) => Record<string, unknown>
			requestOptions = helper.call(sdk.OptionsHelper, requestOptions, options.idempotencyKey)
		}
		let response: SdkResponse
		try {
			response = await withTimeout(method(name, null, requestOptions), timeoutMs + 2_000)
		} catch (reason) {
			// An HTTP error answer carries the rate-limit headers too (a 429 says the quota is spent).
			reportRateLimitsOf(reason)
			throw reason
		}
		reportRateLimitsOf(response)
		return response.data
	}

	return {
		clientId: config.clientId,
		async call<T>(name: string, options: CallOptions = {}) {
			try {
				return (await once(name, options)) as T
			} catch (reason) {
				const error = toProviderError(reason)
				if (error.status !== 401) throw error
				// An access token revoked or expired early: fetch a new one once (nothing was processed on a 401).
				delete sdk.requestOptions.headers.Authorization
				try {
					return (await once(name, options)) as T
				} catch (again) {
					throw toProviderError(again)
				}
			}
		},
	}
}

/** Feeds the call budget (app/payments/quota.server.ts) with the `x-ratelimit*` headers of an answer. */
function reportRateLimitsOf(response: unknown) {
	if (!response || typeof response !== 'object') return
	const headers = (response as { headers?: unknown }).headers
	if (headers && typeof headers === 'object')
		reportRateLimits(parseRateLimitHeaders(headers as Record<string, unknown>))
}

/**
 * The SDK keeps its request defaults on a prototype object shared by every instance and sets
 * `axios.defaults.baseURL` globally; give this instance its own headers/path and absolute URLs so that two
 * instances (or two base URLs in tests) never share a token or a host.
 */
function isolateInstance(sdk: mangopay, baseUrl: string) {
	const shared = sdk.requestOptions
	sdk.requestOptions = { path: { ...shared.path }, headers: { ...shared.headers } } as typeof shared
	delete sdk.requestOptions.headers.Authorization
	const internals = sdk as unknown as { replaceUrl: (url: string, data: Record<string, string>) => string }
	const replaceUrl = internals.replaceUrl.bind(sdk)
	internals.replaceUrl = (url, data) => baseUrl + replaceUrl(url, data)
}

let guardInstalled = false

/**
 * The SDK's error path reads `error.response.data` even when there is no response (connection refused or
 * reset, DNS failure): that throws inside its promise chain, which leaves the call pending forever and raises
 * an unhandled rejection. A response interceptor on the SDK's own axios gives such errors a synthetic
 * response (status 0), only for requests made by the SDK (recognised by its User-Agent).
 */
function installNetworkErrorGuard() {
	if (guardInstalled) return
	guardInstalled = true
	const require = createRequire(import.meta.url)
	const sdkRequire = createRequire(require.resolve('mangopay4-nodejs-sdk'))
	const axios = sdkRequire('axios') as {
		interceptors: { response: { use(ok: undefined, fail: (error: unknown) => Promise<never>): number } }
	}
	axios.interceptors.response.use(undefined, (error: unknown) => {
		const e = error as {
			response?: unknown
			code?: string
			message?: string
			config?: { headers?: Record<string, unknown> }
		}
		const agent = e.config?.headers?.['User-Agent']
		if (
			!e.response &&
			e.code !== 'ERR_CANCELED' &&
			typeof agent === 'string' &&
			agent.startsWith('Mangopay-SDK/')
		) {
			e.response = {
				status: 0,
				headers: {},
				data: { Type: 'network_error', Message: `Mangopay could not be reached (${e.code ?? e.message})` },
			}
		}
		return Promise.reject(error)
	})
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(
			() =>
				reject(new PaymentProviderError(`Mangopay did not answer within ${ms} ms`, 'timeout', null, true)),
			ms,
		)
	})
	return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
