import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { goalMessages } from '#app/lib/pots/goal-messages.ts'
import { pots } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeCompany } from '#tests/support/fixtures/donations.ts'
import { cookieFor, makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { pageHandler, readPage, textOf } from './page-render.ts'

useSeededAppDatabase()

/** The pot's optional goal (issue 27, item 1): saved at creation and at edit, in cents, with French errors. */

let page: Awaited<ReturnType<typeof pageHandler>>
let companyCookie = ''
let charityId = 0

beforeAll(async () => {
	page = await pageHandler(['create.$type.details.tsx', 'edit.$type.details.$id.tsx'])
	companyCookie = await cookieFor(makeCompany('objectif').id)
	charityId = demoCharity('GENERATED').id
}, 60_000)

async function startFlow(cookie: string) {
	const res = await page(`/create/company/details?evt=11&assoc=${charityId}`, { headers: { cookie } })
	expect(res.status).toBe(302)
	const flow = res.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
	return [cookie, flow].filter(Boolean).join('; ')
}

/** A document POST of the details form, as a browser without JavaScript sends it. */
function post(url: string, fields: Record<string, string>, cookie: string) {
	const body = new FormData()
	for (const [key, value] of Object.entries(fields)) body.set(key, value)
	return page(url, { method: 'POST', body, headers: { cookie } })
}

const companyPot = (name: string, goal: string) => ({
	intent: 'save',
	event_type: '11',
	name,
	closing_date: '',
	description: '<p>Chaque kilomètre parcouru devient un don.</p>',
	color: '#2a6fdb',
	sharing: 'SHARE',
	goal,
})

const potNamed = (name: string) => getDb().select().from(pots).where(eq(pots.name, name)).get()

/** The goal input of a page and the error it is described by, if any. */
function goalField(html: string) {
	const input = /<input[^>]*name="goal"[^>]*>/.exec(html)?.[0] ?? ''
	const label = /<label[^>]*for="pot-details-company-goal"[^>]*>([\s\S]*?)<\/label>/.exec(html)?.[1] ?? ''
	return { input, label: textOf(label) }
}

describe('the goal at creation', () => {
	test('the form offers « Objectif (facultatif) », and « 500,50 » is saved as 50 050 cents', async () => {
		const cookie = await startFlow(companyCookie)
		const form = await readPage(await page('/create/company/details', { headers: { cookie } }))
		expect(goalField(form.html).label).toBe('Objectif (facultatif)')
		expect(goalField(form.html).input).not.toContain('required')

		const res = await post('/create/company/details', companyPot('Course avec objectif', '500,50'), cookie)
		expect(res.status).toBe(302)
		expect(potNamed('Course avec objectif')?.goalCents).toBe(50_050)
	})

	test('an empty goal is no goal', async () => {
		const cookie = await startFlow(companyCookie)
		const res = await post('/create/company/details', companyPot('Course sans objectif', ''), cookie)
		expect(res.status).toBe(302)
		const pot = potNamed('Course sans objectif')
		expect(pot).toBeDefined()
		expect(pot?.goalCents).toBeNull()
	})

	for (const [typed, message] of [
		['0', goalMessages.notPositive],
		['-20', goalMessages.notPositive],
		['5', goalMessages.tooSmall],
		['2000000', goalMessages.tooLarge],
		['beaucoup', goalMessages.invalid],
	] as const) {
		test(`« ${typed} » is refused with « ${message} », the pot not recorded`, async () => {
			const cookie = await startFlow(companyCookie)
			const name = `Course objectif ${typed}`
			const res = await post('/create/company/details', companyPot(name, typed), cookie)
			expect(res.status).toBe(400)
			const { html } = await readPage(res)
			const { input } = goalField(html)
			expect(input).toContain('aria-invalid="true"')
			expect(html).toContain(message)
			expect(html).toContain(`href="#pot-details-company-goal"`)
			expect(potNamed(name)).toBeUndefined()
		})
	}
})

describe('the goal at edit', () => {
	test('set, shown again as typed, changed, then removed', async () => {
		const owner = makeCompany('objectif-edition')
		const pot = makeOwnPot(owner.id, charityId, { potType: 1, eventTypeId: 11 })
		const cookie = await cookieFor(owner.id)
		const url = `/edit/company/details/${pot.id}`
		const edit = (goal: string) =>
			post(url, { ...companyPot(pot.name, goal), description: 'Bonjour à tous' }, cookie)

		expect(goalField((await readPage(await page(url, { headers: { cookie } }))).html).input).not.toContain(
			'value=',
		)

		expect((await edit('800')).status).toBe(302)
		expect(potNamed(pot.name)?.goalCents).toBe(80_000)
		expect(goalField((await readPage(await page(url, { headers: { cookie } }))).html).input).toContain(
			'value="800"',
		)

		expect((await edit('1 200,25')).status).toBe(302)
		expect(potNamed(pot.name)?.goalCents).toBe(120_025)

		const refused = await edit('0,5')
		expect(refused.status).toBe(400)
		expect((await readPage(refused)).html).toContain(goalMessages.tooSmall)
		expect(potNamed(pot.name)?.goalCents).toBe(120_025)

		expect((await edit('')).status).toBe(302)
		expect(potNamed(pot.name)?.goalCents).toBeNull()
	})
})
