import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { type ProviderControl } from '#app/payments/control.ts'
import { type Money } from '#app/payments/provider.ts'
import {
	DEFAULT_RATE_LIMITS,
	emptyWindows,
	type RateLimit,
	rateLimitHeaders,
	reportOf,
	takeCalls,
} from '#app/lib/payments/provider-quota.ts'
import { routes } from './routes.ts'
import { ApiError, FakeState, type Json, type MpMoney, luhn } from './state.ts'

type Fault = 'timeout_after_commit' | 'http_500' | 'http_429'
type Answer = { status: number; body: unknown }

export type FakeMangopay = {
	/** Base URL to give the adapter (`baseUrl`), e.g. http://127.0.0.1:54321 */
	url: string
	clientId: string
	apiKey: string
	control: ProviderControl
	/** The in-memory state, for assertions that look behind the API (e.g. "exactly one pay-in"). */
	state: FakeState
	/** Every request the fake received (method, path, headers), for assertions on what the adapter sent. */
	requests: Array<{ method: string; path: string; headers: http.IncomingHttpHeaders }>
	close(): Promise<void>
}

/**
 * A local stand-in for the Mangopay v2.01 API, answering as documented (PascalCase JSON, 409
 * `idempotent_creation_conflict`, `/responses/{key}`, `RessourceId` webhooks) with Sandbox test data, plus the
 * PCI tokenisation endpoint its card registrations point to. Only for tests of the adapter.
 */
export async function createFakeMangopay(
	options: { clientId?: string; apiKey?: string; hookUrl?: string; rateLimits?: readonly RateLimit[] } = {},
): Promise<FakeMangopay> {
	const clientId = options.clientId ?? 'donnons-fake'
	const apiKey = options.apiKey ?? 'fake-api-key-0123456789'
	const tokens = new Set<string>()
	const responses = new Map<string, Json>()
	const faults = new Map<string, Fault>()
	const requests: FakeMangopay['requests'] = []
	const prefix = `/v2.01/${clientId}`
	let state = new FakeState('')
	// Mangopay's quota (rate-limiting.mdx): every authenticated API call counts; past it, 429 `rate_limit`.
	let quota = emptyWindows(options.rateLimits ?? DEFAULT_RATE_LIMITS, Date.now())

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (c: Buffer) => chunks.push(c))
		req.on('end', () => {
			try {
				handle(req, res, Buffer.concat(chunks).toString('utf8'))
			} catch (error) {
				send(res, { status: 500, body: { Message: String(error), Type: 'internal_error' } })
			}
		})
	})

	function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
		const url = new URL(req.url ?? '/', state.baseUrl)
		const method = req.method ?? 'GET'
		requests.push({ method, path: url.pathname, headers: req.headers })
		if (method === 'POST' && url.pathname === '/v2.01/oauth/token') return send(res, oauth(req, raw))
		if (method === 'POST' && url.pathname.startsWith('/pci/vault/tokenize/')) return tokenize(res, url, raw)
		if (method === 'GET' && /^\/(3ds|mandate|web-card|sca)\//.test(url.pathname)) {
			res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
			return res.end(
				`<!doctype html><title>Fake Mangopay</title><p>Hosted page ${url.pathname} (driven by the test control).</p>`,
			)
		}
		if (!url.pathname.toLowerCase().startsWith(prefix.toLowerCase() + '/')) {
			return send(res, error(new ApiError(404, 'not_found', `No such endpoint ${url.pathname}`)))
		}
		const auth = req.headers.authorization ?? ''
		if (!auth.startsWith('Bearer ') || !tokens.has(auth.slice(7))) {
			return send(
				res,
				error(new ApiError(401, 'unauthorized', 'Authorization has been denied for this request.')),
			)
		}
		const taken = takeCalls(quota, state.now() * 1000, 'donor')
		if (taken.ok) quota = taken.windows
		for (const [name, value] of Object.entries(rateLimitHeaders(reportOf(quota)))) res.setHeader(name, value)
		if (!taken.ok) {
			return send(res, {
				status: 429,
				body: {
					Message: 'Rate limit exceeded. Please contact support for more assistance',
					Type: 'rate_limit',
					Id: state.token(),
					Date: state.now(),
					errors: null,
				},
			})
		}
		const path = url.pathname.slice(prefix.length)
		state.sweep()
		const responseKey = /^\/responses\/([\w-]+)\/?$/i.exec(path)?.[1]
		if (method === 'GET' && responseKey) {
			const stored = responses.get(responseKey)
			return send(
				res,
				stored
					? { status: 200, body: stored }
					: error(new ApiError(404, 'ressource_not_found', 'The ressource does not exist')),
			)
		}
		const route = routes.find((r) => r.method === method && r.pattern.test(path))
		if (!route) return send(res, error(new ApiError(404, 'not_found', `No such endpoint ${method} ${path}`)))
		const fault = faults.get(route.op)
		if (fault) faults.delete(route.op)
		if (fault === 'http_500')
			return send(res, { status: 500, body: { Message: 'Internal server error', Type: 'internal_error' } })
		if (fault === 'http_429')
			return send(res, { status: 429, body: { Message: 'Too many requests', Type: 'rate_limit' } })
		const key = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined
		if (key !== undefined) {
			if (!/^[A-Za-z0-9-]{16,36}$/.test(key)) {
				return send(
					res,
					error(
						new ApiError(400, 'param_error', 'Invalid Idempotency-Key', {
							'Idempotency-Key': '16 to 36 characters [A-Za-z0-9-]',
						}),
					),
				)
			}
			if (responses.has(key)) {
				const conflict = new ApiError(
					409,
					'idempotent_creation_conflict',
					'A resource has already been created with this Idempotency Key',
				)
				return send(res, error(conflict))
			}
		}
		let answer: Answer
		try {
			const body = raw ? (JSON.parse(raw) as Json) : {}
			const params = route.pattern.exec(path)?.slice(1) ?? []
			const result = route.handle({ s: state, body, params, query: url.searchParams })
			answer = result === null ? { status: 204, body: null } : { status: 200, body: structuredClone(result) }
		} catch (e) {
			if (!(e instanceof ApiError) && !(e instanceof SyntaxError)) throw e
			answer = error(
				e instanceof ApiError ? e : new ApiError(400, 'param_error', 'The request body is not valid JSON'),
			)
		}
		if (key !== undefined) {
			// Mangopay blocks a reused key whatever the first answer was (docs/provider.md#ref-1g).
			const json = JSON.stringify(answer.body ?? '')
			responses.set(key, {
				StatusCode: String(answer.status),
				ContentLength: String(Buffer.byteLength(json)),
				ContentType: 'application/json; charset=utf-8',
				Date: state.now(),
				RequestURL: `${state.baseUrl}${url.pathname}`,
				Resource: answer.body,
			})
		}
		// Committed, then the answer is lost: the client sees a timeout.
		if (fault === 'timeout_after_commit') return
		send(res, answer)
	}

	function oauth(req: http.IncomingMessage, raw: string): Answer {
		const expected = 'Basic ' + Buffer.from(`${clientId}:${apiKey}`).toString('base64')
		if (
			req.headers.authorization !== expected ||
			new URLSearchParams(raw).get('grant_type') !== 'client_credentials'
		) {
			return {
				status: 401,
				body: { error: 'invalid_client', error_description: 'Invalid client credentials' },
			}
		}
		const token = state.token()
		tokens.add(token)
		return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 1199 } }
	}

	/** The PCI vault: posts from the browser, answers `data=…` or `errorCode=…` (or redirects to returnURL). */
	function tokenize(res: http.ServerResponse, url: URL, raw: string) {
		const form = new URLSearchParams(raw)
		const reg = [...state.cardRegistrations.values()].find(
			(r) => new URL(String(r.CardRegistrationURL)).pathname === url.pathname,
		)
		let answer: string
		if (
			!reg ||
			reg.Status !== 'CREATED' ||
			form.get('accessKeyRef') !== reg.AccessKey ||
			form.get('data') !== reg.PreregistrationData
		) {
			answer = 'errorCode=09101'
		} else {
			const number = (form.get('cardNumber') ?? '').replace(/\s+/g, '')
			const expiry = form.get('cardExpirationDate') ?? ''
			const cvx = form.get('cardCvx') ?? ''
			if (!/^\d{12,19}$/.test(number) || !luhn(number)) answer = 'errorCode=02625'
			else if (!validExpiry(expiry, state.now())) answer = 'errorCode=02626'
			else if (!/^\d{3}$/.test(cvx)) answer = 'errorCode=02627'
			else {
				const token = state.token()
				state.tokens.set(token, { registrationId: String(reg.Id), cardNumber: number, expiry })
				answer = `data=${token}`
			}
		}
		const returnUrl = form.get('returnURL')
		if (returnUrl) {
			const [k, v] = answer.split('=') as [string, string]
			const target = new URL(returnUrl)
			target.searchParams.set(k, v)
			res.writeHead(302, { Location: target.toString() })
			return res.end()
		}
		res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
		res.end(answer)
	}

	function error(e: ApiError): Answer {
		return {
			status: e.status,
			body: {
				Message: e.message,
				Type: e.type,
				Id: state.token().slice(0, 12),
				Date: state.now(),
				errors: e.errors,
			},
		}
	}

	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	state = new FakeState(url)

	const control: ProviderControl = {
		async complete3ds(payInId, outcome) {
			const p = state.find(state.payIns, 'PayIn', payInId)
			if (p.PaymentType !== 'CARD' || p.Status !== 'CREATED')
				throw new Error(`Pay-in ${payInId} is not awaiting 3-D Secure`)
			if (outcome === 'success') {
				p.Applied3DSVersion = 'V2_1'
				state.settlePayIn(p, 'SUCCEEDED', '000000', 'Success')
			} else if (outcome === 'fail')
				state.settlePayIn(p, 'FAILED', '101301', '3DSecure authentication has failed')
			else state.settlePayIn(p, 'FAILED', '101304', '3DSecure authentication session has expired')
		},
		async confirmMandate(mandateId) {
			const m = state.find(state.mandates, 'Mandate', mandateId)
			if (m.Status !== 'CREATED') throw new Error(`Mandate ${mandateId} is ${String(m.Status)}`)
			Object.assign(m, { Status: 'SUBMITTED', Scheme: 'SEPA' })
			state.event('MANDATE_SUBMITTED', mandateId)
		},
		async failMandate(mandateId) {
			const m = state.find(state.mandates, 'Mandate', mandateId)
			Object.assign(m, {
				Status: 'FAILED',
				ResultCode: '001833',
				ResultMessage: 'The mandate was refused by the account holder',
			})
			state.event('MANDATE_FAILED', mandateId)
		},
		async settleDirectDebit(payInId, outcome) {
			const p = state.find(state.payIns, 'PayIn', payInId)
			if (p.PaymentType !== 'DIRECT_DEBIT') throw new Error(`Pay-in ${payInId} is not a direct debit`)
			const mandate = state.find(state.mandates, 'Mandate', p.MandateId)
			const owner = state.users.get(String(mandate.UserId))
			if (outcome === 'insufficient_funds' || owner?.FirstName === 'Penniless') {
				return state.settlePayIn(p, 'FAILED', '001830', 'Insufficient funds on the bank account')
			}
			state.settlePayIn(p, 'SUCCEEDED', '000000', 'Success')
			if (mandate.Status === 'SUBMITTED') {
				mandate.Status = 'ACTIVE'
				state.event('MANDATE_ACTIVATED', String(mandate.Id))
			}
		},
		async lateFailDirectDebit(payInId) {
			return state.dispute(state.find(state.payIns, 'PayIn', payInId), 'late_failure')
		},
		async chargeBack(payInId) {
			return state.dispute(state.find(state.payIns, 'PayIn', payInId), 'chargeback')
		},
		async receiveBankWire(wireReference: string, amount: Money) {
			const p = [...state.payIns.values()].find(
				(x) => x.WireReference === wireReference && x.Status === 'CREATED',
			)
			if (!p) throw new Error(`No pending bank wire with reference ${wireReference}`)
			const fees = p.DeclaredFees as MpMoney
			Object.assign(p, {
				DebitedFunds: { Currency: amount.currency, Amount: amount.amount },
				Fees: fees,
				CreditedFunds: { Currency: amount.currency, Amount: amount.amount - fees.Amount },
			})
			state.settlePayIn(p, 'SUCCEEDED', '000000', 'Success')
		},
		async reviewKyc(documentId, outcome, reason) {
			state.reviewKyc(state.find(state.kycDocuments, 'KycDocument', documentId), outcome, reason)
		},
		async advanceTime(ms) {
			state.offsetMs += ms
			state.sweep()
		},
		async setRateLimits(limits) {
			quota = emptyWindows(limits ?? DEFAULT_RATE_LIMITS, state.now() * 1000)
		},
		async injectFault(operation, kind) {
			if (!routes.some((r) => r.op === operation)) throw new Error(`Unknown operation ${operation}`)
			faults.set(operation, kind)
		},
		async deliverWebhooks(opts = {}) {
			let sent = 0
			for (const e of state.events.filter((x) => !x.delivered)) {
				e.delivered = true
				if (opts.drop || !options.hookUrl) continue
				const target = new URL(options.hookUrl)
				target.search = new URLSearchParams({
					EventType: e.EventType,
					RessourceId: e.ResourceId,
					Date: String(e.Date),
				}).toString()
				for (let i = 0; i < (opts.duplicate ? 2 : 1); i++) {
					await fetch(target, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined)
					sent += 1
				}
			}
			return sent
		},
	}

	return {
		url,
		clientId,
		apiKey,
		control,
		get state() {
			return state
		},
		requests,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections()
				server.close(() => resolve())
			}),
	}
}

function send(res: http.ServerResponse, answer: Answer) {
	if (answer.status === 204) {
		res.writeHead(204)
		return res.end()
	}
	const json = JSON.stringify(answer.body)
	res.writeHead(answer.status, {
		'Content-Type': 'application/json; charset=utf-8',
		'Content-Length': Buffer.byteLength(json),
	})
	res.end(json)
}

function validExpiry(mmyy: string, nowSeconds: number) {
	const m = /^(\d{2})(\d{2})$/.exec(mmyy)
	if (!m) return false
	const month = Number(m[1])
	const year = 2000 + Number(m[2])
	if (month < 1 || month > 12) return false
	const now = new Date(nowSeconds * 1000)
	return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
}
