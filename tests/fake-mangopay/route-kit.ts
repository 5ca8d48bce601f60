import { type FakeState, type Json, money, paramError } from './state.ts'

export type Ctx = { s: FakeState; body: Json; params: string[]; query: URLSearchParams }
export type Route = {
	method: 'GET' | 'POST' | 'PUT'
	pattern: RegExp
	op: string
	handle(ctx: Ctx): Json | Json[] | null
}

const ID = '([\\w-]+)'
export const route = (method: Route['method'], path: string, op: string, handle: Route['handle']): Route => ({
	method,
	pattern: new RegExp(`^${path.replace(/:id/g, ID)}/?$`, 'i'),
	op,
	handle,
})
export const p = (ctx: Ctx, i: number) => ctx.params[i] ?? ''

/** The fields every pay-in, transfer and payout shares. */
export function transaction(s: FakeState, body: Json, extra: Json): Json {
	const debited = money(body, 'DebitedFunds')
	const fees = money(body, 'Fees')
	if (fees.Amount > debited.Amount) throw paramError({ Fees: 'Fees cannot exceed DebitedFunds' })
	return {
		Tag: body.Tag ?? null,
		CreationDate: s.now(),
		AuthorId: body.AuthorId,
		CreditedWalletId: body.CreditedWalletId ?? null,
		DebitedFunds: debited,
		Fees: fees,
		CreditedFunds: { Currency: 'EUR', Amount: debited.Amount - fees.Amount },
		Status: 'CREATED',
		ResultCode: null,
		ResultMessage: null,
		ExecutionDate: null,
		Type: 'PAYIN',
		Nature: 'REGULAR',
		...extra,
	}
}

export function withQuery(url: string, key: string, value: string) {
	return `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`
}
