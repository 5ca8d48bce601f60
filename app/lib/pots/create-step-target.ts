/**
 * Where the creation flow's last steps under their spec 2 addresses (`/create/{type}/kyc|payment|sepa`) lead:
 * the pot's KYC and payment pages of spec 3, the donation carried over.
 *
 * kyc and payment take `id` (the pot), `amount`, `gift` (the tip) and `hide`. The SEPA transfer destination
 * (spec 3 "Other routes") takes the bank-wire processing body under `dataWire*`: `dataWireID` the pot,
 * `dataWireAmount` the gift and `dataWireGift_donnons` the tip, and the payment page's own `paramAmount`
 * and `paramGift` — all amounts in cents, as the spec sends them (§ "Amounts are sent in cents"). The first
 * of these present wins, so a link built either way keeps the amount and the tip.
 */

const TYPES = ['company', 'private', 'particular']

const first = (query: URLSearchParams, names: string[]) => {
	for (const name of names) {
		const value = query.get(name)?.trim()
		if (value) return value
	}
	return null
}

/** The target path, or null when the step, the type or the pot is not one (the caller goes home). */
export function createStepTarget(type: string | undefined, step: string | undefined, query: URLSearchParams) {
	const sepa = step === 'sepa'
	const id = first(query, sepa ? ['dataWireID', 'id'] : ['id'])
	if (!id || !/^\d{1,9}$/.test(id) || !TYPES.includes(type ?? '')) return null
	const next = new URLSearchParams()
	const amount = first(query, sepa ? ['dataWireAmount', 'paramAmount', 'amount'] : ['amount'])
	const tip = first(query, sepa ? ['dataWireGift_donnons', 'paramGift', 'gift'] : ['gift'])
	if (amount) next.set('amount', amount)
	if (tip) next.set('tip', tip)
	if (query.get('hide')) next.set('hide', query.get('hide')!)
	switch (step) {
		case 'kyc':
			return `/participate/${type === 'company' ? 'company' : 'particular'}/${id}/kyc?${next}`
		case 'payment':
			return `/participate/${id}/payment?${next}`
		case 'sepa':
			next.set('mode', 'sepa')
			return `/participate/${id}/payment?${next}`
		default:
			return null
	}
}
