/**
 * The journeys of bench:donate (scripts/bench/donate.ts) and its one-donor CPU-per-request reading, shared with
 * scripts/bench/donate-steps.ts: a quick donation of 12 € from the pot page to the thanks, by a browser without
 * JavaScript and by one with it.
 */
import { JsBrowser } from './js-browser.ts'
import { NoJsBrowser, type RequestObserver } from './nojs-browser.ts'
import { round } from './lib.ts'
import { cpuBetween, treeCpu } from './proc-cpu.ts'

export const AMOUNT_CENTS = 1200

/**
 * The server's environment for benchmarks that give: the per-IP rate limits raised by the documented setting
 * `RATE_LIMIT_FACTOR` (ten donors share one address), and a provider call quota no run can spend (bench:burst
 * measures the quota; a budget of 2 300 calls per 15 minutes would be spent within the first rounds).
 */
const NO_QUOTA = '1000000/15m,2000000/30m,4000000/1h,40000000/24h'
export const GIFT_SERVER_ENV = {
	RATE_LIMIT_FACTOR: '100000',
	SANDBOX_RATE_LIMITS: NO_QUOTA,
	PROVIDER_RATE_LIMITS: NO_QUOTA,
}
const CARD = { cardNumber: '4970107111111119', cardExpirationDate: '1230', cardCvx: '123' }

let donorNumber = 0

/** One quick donation from the pot page to the confirmation; the number of HTTP requests it took. */
export async function donate(base: string, potId: number, observe?: RequestObserver) {
	const browser = new NoJsBrowser(base, observe)
	const n = ++donorNumber
	let page = await browser.get(`/participate/${potId}`)
	let requests = page.requests
	const step = async (next: Promise<typeof page>) => {
		page = await next
		requests += page.requests
		if (page.status !== 200)
			throw new Error(
				`${page.url} answered ${page.status}: ${page.html.match(/role="alert"[^>]*>([^<]*)/)?.[1] ?? ''}`,
			)
	}
	await step(browser.submit(page, /^DON RAPIDE/, { amount: String(AMOUNT_CENTS / 100) }))
	await step(browser.submit(page, 'Valider et payer'))
	await step(
		browser.submit(page, 'Continuer vers le paiement', {
			firstname: 'Camille',
			name: 'Donatrice',
			email: `bench-donate-${n}@exemple.fr`,
			birth_date: '04-05-1990',
		}),
	)
	await step(browser.submit(page, /^Payer /, CARD))
	if (!page.url.endsWith(`/participate/${potId}/confirmation`) || !page.has('Merci pour votre don'))
		throw new Error(`The journey ended at ${page.url} (${page.status}) without the thanks`)
	if (browser.errors.length) throw new Error(browser.errors.join(', '))
	return requests
}

/**
 * The same donation by a browser with JavaScript (scripts/bench/js-browser.ts): the pot page, then each step's
 * data and form through `.data` requests, the card form posted to the simulator's vault as a real navigation,
 * and the confirmation page it returns to.  */
export async function donateWithJs(base: string, potId: number, observe?: RequestObserver) {
	const browser = new JsBrowser(base, observe)
	const n = ++donorNumber
	const pot = await browser.page(`/participate/${potId}`)
	if (pot.status !== 200) throw new Error(`/participate/${potId} answered ${pot.status}`)
	const tips = await browser.action(`/participate/${potId}?index`, {
		amount: String(AMOUNT_CENTS / 100),
		intent: 'quick',
	})
	if (!tips) throw new Error('« DON RAPIDE » did not lead on')
	await browser.data(tips)
	const quick = `/participate/${potId}/quick-payment?amount=${AMOUNT_CENTS}&tip=0`
	await browser.data(quick)
	const cardPage = await browser.action(quick, {
		site_web: '',
		firstname: 'Camille',
		name: 'Donatrice',
		email: `bench-donate-js-${n}@exemple.fr`,
		birth_date: '04-05-1990',
	})
	if (!cardPage) throw new Error('The identity was not taken')
	const card = (await browser.data(cardPage)).get('routes/participate.$id.quick-payment', 'data', 'card') as
		{ action: string; data: string; accessKeyRef: string; returnURL: string } | undefined
	if (!card?.action) throw new Error('No card form after the identity')
	const { action, ...hidden } = card
	const thanks = await browser.page(action, {
		method: 'POST',
		body: new URLSearchParams({ ...hidden, ...CARD }).toString(),
	})
	if (!thanks.has('Merci pour votre don')) throw new Error(`The journey ended without the thanks`)
	if (browser.errors.length) throw new Error(browser.errors.join(', '))
	return browser.requests
}

export type Journey = (base: string, potId: number, observe?: RequestObserver) => Promise<number>

/** A request's type: its method and path, numbers and tokens replaced, the query's names kept. */
function requestType(method: string, url: string) {
	const { pathname, searchParams } = new URL(url)
	const path = pathname
		.split('/')
		.map((part) => (/\d/.test(part) && part.length >= 8 ? ':token' : part.replace(/^\d+/, ':id')))
		.join('/')
	const query = [...searchParams.keys()].sort().join('&')
	return `${method} ${path}${query ? `?${query}` : ''}`
}

/**
 * One donor at a time: the server's CPU (its process tree) read before and after each request, summed by
 * request type over `journeys` journeys, divided by the journeys. /proc counts in 10 ms ticks: one request's
 * reading is coarse, the sum over many is not biased.
 */
export async function cpuByRequestType(
	server: { base: string; child: { pid?: number } },
	potId: number,
	journeys: number,
	journey: Journey,
) {
	const byType = new Map<string, { ms: number; n: number }>()
	const pid = server.child.pid!
	const observe: RequestObserver = (method, url) => {
		const before = treeCpu(pid)
		return () => {
			const type = requestType(method, url)
			const entry = byType.get(type) ?? { ms: 0, n: 0 }
			entry.ms += cpuBetween(before, treeCpu(pid)).totalMs
			entry.n++
			byType.set(type, entry)
		}
	}
	const cpuBefore = treeCpu(pid)
	const donorBefore = process.cpuUsage()
	for (let i = 0; i < journeys; i++) await journey(server.base, potId, observe)
	const donor = process.cpuUsage(donorBefore)
	const wholeMs = cpuBetween(cpuBefore, treeCpu(pid)).totalMs
	const perType = Object.fromEntries(
		[...byType].map(([type, { ms, n }]) => [
			type,
			{ perRequestMs: round(ms / n, 2), perGiftMs: round(ms / journeys, 2) },
		]),
	)
	const totalMs = [...byType.values()].reduce((sum, t) => sum + t.ms, 0)
	return {
		journeys,
		serverCpuMsPerGift: round(totalMs / journeys, 1),
		// Between requests too (timers, the mail worker): the whole run's CPU.
		wholeRunCpuMsPerGift: round(wholeMs / journeys, 1),
		// The donor's own CPU (this process), its /proc readings around each request included.
		donorCpuMsPerGift: round((donor.user + donor.system) / 1000 / journeys, 1),
		byRequestType: perType,
	}
}
