import { PaymentProviderError } from '../provider.ts'

type ErrorBody = {
	Message?: unknown
	Type?: unknown
	ResultCode?: unknown
	errors?: unknown
	error?: unknown
	error_description?: unknown
}

/** HTTP statuses worth retrying with the same idempotency key: network failure (0), rate limit, server errors. */
function isRetryableStatus(status: number) {
	return status === 0 || status === 408 || status === 429 || status >= 500
}

/**
 * Turns whatever the SDK rejected with into a PaymentProviderError:
 * - an HTTP answer (`resolveWithFullResponse`): `{ status, data }` with Mangopay's `{ Message, Type, errors }`
 *   body; `code` is the `Type` (e.g. `param_error`, `idempotent_creation_conflict`, `rate_limit`), else the
 *   `ResultCode`, else `http_<status>`;
 * - the SDK's own timeout `{ Message: 'Request timed out', Code: 408 }`;
 * - an OAuth failure (the token endpoint's body, or a network message as a string).
 */
export function toProviderError(reason: unknown): PaymentProviderError {
	if (reason instanceof PaymentProviderError) return reason
	if (typeof reason === 'string')
		return new PaymentProviderError(`Mangopay authentication failed: ${reason}`, 'network_error', null, true)
	if (!reason || typeof reason !== 'object')
		return new PaymentProviderError('Unknown Mangopay failure', 'unknown_error', null, true)
	const r = reason as { status?: unknown; data?: unknown; Code?: unknown; Message?: unknown }
	if (typeof r.status === 'number') return fromHttp(r.status, r.data)
	if (r.Code === 408)
		return new PaymentProviderError('Mangopay did not answer in time', 'timeout', null, true)
	return fromBody(null, reason as ErrorBody)
}

/** The error a stored idempotent response stands for (its original status and body). */
export function fromHttp(status: number, data: unknown) {
	const body: ErrorBody =
		data && typeof data === 'object'
			? (data as ErrorBody)
			: { Message: typeof data === 'string' && data ? data : undefined }
	return fromBody(status, body)
}

function fromBody(status: number | null, body: ErrorBody) {
	const code =
		text(body.Type) ??
		text(body.ResultCode) ??
		text(body.error) ??
		(status === null ? 'unknown_error' : status === 0 ? 'network_error' : `http_${status}`)
	const details =
		body.errors && typeof body.errors === 'object'
			? Object.entries(body.errors as Record<string, unknown>)
					.map(([field, message]) => `${field}: ${String(message)}`)
					.join('; ')
			: ''
	const base =
		text(body.Message) ??
		text(body.error_description) ??
		(status ? `Mangopay answered HTTP ${status}` : 'Mangopay request failed')
	const message = details ? `${base} (${details})` : base
	const retryable = status === null ? code === 'network_error' : isRetryableStatus(status)
	return new PaymentProviderError(message, code, status === 0 ? null : status, retryable)
}

function text(value: unknown) {
	return typeof value === 'string' && value.trim() ? value : null
}
