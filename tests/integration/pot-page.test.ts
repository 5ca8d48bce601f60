import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { createSession } from '#app/auth/session.server.ts'
import { resetPotTotals } from '#app/donations/pot-totals.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { action, loader } from '#app/routes/participate.$id._index.tsx'
import { loader as tipsLoader } from '#app/routes/participate.$id.tips.tsx'
import { donations, pots, users } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { context, cookiesOf, formRequest, run } from './request.ts'
import { paymentMessages } from '#app/lib/messages.ts'
import { infoMessages } from '#app/lib/info-messages.ts'

useSeededAppDatabase()
const BASE = 'http://localhost:3000'
let birthday = 0
let leaving = 0
let challenge = 0
let marieCookie = ''
let companyCookie = ''

const potId = (name: string) =>
	getDb().select({ id: pots.id }).from(pots).where(eq(pots.name, name)).get()!.id
const userId = (email: string) =>
	getDb().select({ id: users.id }).from(users).where(eq(users.email, email)).get()!.id
const cookieFor = async (id: number) =>
	cookiesOf(new Response(null, { headers: await createSession(id, new Request(BASE)) }))

beforeAll(async () => {
	birthday = potId('Les 40 ans de Marie')
	leaving = potId('Pot de départ de Jacques')
	challenge = potId('Challenge solidaire Atelier Lumière 2026')
	marieCookie = await cookieFor(userId('marie.dupont@donnons.demo'))
	companyCookie = await cookieFor(userId('contact@atelier-lumiere.demo'))
}, 60_000)

function donate(id: number, fields: Record<string, string>, cookie?: string) {
	return run(() =>
		action({
			request: formRequest(`/participate/${id}`, fields, cookie),
			params: { id: String(id) },
			context: context(),
		}),
	)
}

function load(url: string, cookie?: string) {
	const id = /\/participate\/(\d+)/.exec(url)?.[1] ?? ''
	const headers = new Headers(cookie ? { cookie } : {})
	return run(() =>
		loader({ request: new Request(new URL(url, BASE), { headers }), params: { id }, context: context() }),
	)
}

type PageData = Awaited<ReturnType<typeof loader>>

describe('pot page action: the donate rules', () => {
	test('a closed pot refuses the donation, the amount is kept', async () => {
		const res = await donate(leaving, { amount: '10', intent: 'donate' })
		expect(res.status).toBe(400)
		expect(res.body).toEqual({ error: paymentMessages.potAlreadyClosed, amount: '10' })
	})
	test('an empty or zero amount, then an amount under 1 €', async () => {
		expect((await donate(birthday, { amount: '', intent: 'donate' })).body).toEqual({
			error: paymentMessages.amountRequired,
			amount: '',
		})
		expect((await donate(birthday, { amount: '0', intent: 'donate' })).body).toMatchObject({
			error: paymentMessages.amountRequired,
		})
		expect((await donate(birthday, { amount: '0,50', intent: 'donate' })).body).toEqual({
			error: paymentMessages.amountMinimum,
			amount: '0,50',
		})
	})
	test('quick, signed in, visitor', async () => {
		expect((await donate(birthday, { amount: '12,50', intent: 'quick' })).location).toBe(
			`/participate/${birthday}/tips?amount=1250&quick=true`,
		)
		expect((await donate(birthday, { amount: '25,50', intent: 'donate' }, marieCookie)).location).toBe(
			`/participate/${birthday}/tips?amount=2550`,
		)
		expect((await donate(birthday, { amount: '10', intent: 'donate' })).location).toBe(
			`/login?id=${birthday}&amount=1000`,
		)
	})
	test('a missing pot sends home', async () => {
		expect((await donate(999999, { amount: '10' })).location).toBe('/')
		expect((await load('/participate/999999')).location).toBe('/')
	})
})

describe('pot page loader', () => {
	test('totals and participants count succeeded donations only; anonymous and hidden donors', async () => {
		const page = (await load(`/participate/${birthday}?transactionId=42`)).body as PageData
		expect(page.pot.totalCents).toBe(27_500)
		expect(page.participantsTotal).toBe(5)
		expect(page.paymentPending).toBe(infoMessages.paymentPending)
		expect(page.participants.map((p) => [p.name, p.amountCents])).toEqual([
			['Atelier Lumière', 15_000],
			['Julie', 2_000],
			['Lucas M.', null],
			['Anonyme', 3_000],
			['Paul B.', 5_000],
		])
		expect(page.nextCount).toBe(0)
		expect(page.canShare).toBe(true)
		expect(page.og.url).toBe(`${BASE}/participate/${birthday}`)
		expect(page.og.image.url).toMatch(new RegExp(`^/og/cagnotte/${birthday}/[0-9a-f]{16}\\.jpg$`))
	})
	test('participants come 50 at a time; the next link carries a cursor and shows only the next ones', async () => {
		const now = Date.now()
		getDb()
			.insert(donations)
			.values(
				Array.from({ length: 55 }, (_, i) => ({
					potId: challenge,
					isQuick: true,
					quickFirstName: `Donateur${i}`,
					quickEmail: `d${i}@exemple.fr`,
					amountCents: 1000,
					method: 'CARD' as const,
					status: 'SUCCEEDED' as const,
					createdAt: new Date(now - i * 1000),
				})),
			)
			.run()
		// Inserted behind the ledger's back: the stored totals are set as the ledger would have kept them.
		getDb().transaction((tx) => resetPotTotals(tx, challenge))
		const first = (await load(`/participate/${challenge}`, companyCookie)).body as PageData
		expect(first.participants).toHaveLength(50)
		expect(first.participants[0]?.name).toBe('Donateur0')
		expect(first.participantsTotal).toBe(57)
		expect(first.shownBefore).toBe(0)
		expect(first.nextCount).toBe(7)
		expect(first.nextCursor).toMatch(/^\d+\.\d+\.50$/)
		const second = (await load(`/participate/${challenge}?apres=${first.nextCursor}`, companyCookie))
			.body as PageData
		expect(second.participants).toHaveLength(7)
		expect(second.shownBefore).toBe(50)
		expect(second.nextCount).toBe(0)
		expect(second.nextCursor).toBeNull()
		const all = [...first.participants, ...second.participants].map((p) => p.id)
		expect(new Set(all).size).toBe(57)
		// A tampered or legacy parameter is the first page, never an error nor more than 50 rows.
		for (const query of ['?apres=abc', '?apres=1.2', '?page=1000', `?apres=${'9'.repeat(15)}.1.999999`]) {
			const page = (await load(`/participate/${challenge}${query}`, companyCookie)).body as PageData
			expect(page.participants.length).toBeLessThanOrEqual(50)
		}
	})
	test('walking a pot by cursor gives every succeeded donation once, newest first, equal dates included', async () => {
		const pot = getDb().select().from(pots).where(eq(pots.id, challenge)).get()!
		const walkPot = getDb()
			.insert(pots)
			.values({ ...pot, id: undefined, providerKey: undefined, name: 'Cagnotte à parcourir' })
			.returning()
			.get()
		const at = new Date(Date.now() - 3_600_000)
		getDb()
			.insert(donations)
			.values(
				Array.from({ length: 123 }, (_, i) => ({
					potId: walkPot.id,
					isQuick: true,
					quickFirstName: `P${i}`,
					quickEmail: `p${i}@exemple.fr`,
					amountCents: 1000 + i,
					method: 'CARD' as const,
					status: i % 10 === 9 ? ('FAILED' as const) : ('SUCCEEDED' as const),
					// Groups of three share a date: the id breaks the tie.
					createdAt: new Date(at.getTime() - Math.floor(i / 3) * 1000),
				})),
			)
			.run()
		getDb().transaction((tx) => resetPotTotals(tx, walkPot.id))
		const seen: number[] = []
		let query = ''
		for (let pages = 0; pages < 10; pages++) {
			const page = (await load(`/participate/${walkPot.id}${query}`, companyCookie)).body as PageData
			seen.push(...page.participants.map((p) => p.id))
			if (!page.nextCursor) break
			query = `?apres=${page.nextCursor}`
		}
		const expected = getDb()
			.select({ id: donations.id, status: donations.status, createdAt: donations.createdAt })
			.from(donations)
			.where(eq(donations.potId, walkPot.id))
			.all()
			.filter((row) => row.status === 'SUCCEEDED')
			.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
			.map((row) => row.id)
		expect(expected).toHaveLength(111)
		expect(seen).toEqual(expected)
	})
	test('a locked pot is shared by its creator only', async () => {
		expect(((await load(`/participate/${challenge}`)).body as PageData).canShare).toBe(false)
		expect(((await load(`/participate/${challenge}`, companyCookie)).body as PageData).canShare).toBe(true)
	})
})

describe('tips recap loader', () => {
	const tips = (url: string, cookie?: string) =>
		run(() =>
			tipsLoader({
				request: new Request(new URL(url, BASE), { headers: new Headers(cookie ? { cookie } : {}) }),
				params: { id: String(birthday) },
				context: context(),
			}),
		)
	test('no amount is 0 € (the spec’s default) and asks for one; an amount under 1 € goes back to the pot page', async () => {
		const none = await tips(`/participate/${birthday}/tips`)
		expect(none.location).toBeNull()
		expect(none.body).toMatchObject({ amount: 0 })
		expect((await tips(`/participate/${birthday}/tips?amount=99`)).location).toBe(`/participate/${birthday}`)
	})
	test('form targets and after-tax cost by donor type', async () => {
		const marie = (await tips(`/participate/${birthday}/tips?amount=2550`, marieCookie)).body as Record<
			string,
			unknown
		>
		expect(marie).toMatchObject({
			amount: 2550,
			quick: false,
			isCompany: false,
			action: `/participate/${birthday}/payment`,
			jackpot: null,
		})
		expect(typeof marie.afterTax).toBe('number')
		const quick = (await tips(`/participate/${birthday}/tips?amount=1000&quick=true`)).body as Record<
			string,
			unknown
		>
		expect(quick).toMatchObject({ afterTax: null, action: `/participate/${birthday}/quick-payment` })
		const visitor = (await tips(`/participate/${birthday}/tips?amount=1000`)).body as Record<string, unknown>
		expect(visitor).toMatchObject({ action: '/login2', jackpot: birthday })
		const company = (await tips(`/participate/${birthday}/tips?amount=1000`, companyCookie)).body as Record<
			string,
			unknown
		>
		expect(company).toMatchObject({ isCompany: true })
	})
})
