import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { action as detailsAction } from '#app/routes/create.$type.details.tsx'
import { pots } from '#db/schema/index.ts'
import { useSeededAppDatabase } from './app-db.ts'
import { demoCharity, makeCompany } from './donation-fixtures.ts'
import { BASE, cookieFor } from './organiser-fixtures.ts'
import { pageHandler, readPage } from './page-render.ts'
import { context, run } from './request.ts'

useSeededAppDatabase()

/** The pot details form of spec 2 §2, §3, §5 and §8: its defaults and its notices. */

let page: Awaited<ReturnType<typeof pageHandler>>
let companyCookie = ''
let charityId = 0

beforeAll(async () => {
	page = await pageHandler(['create.$type.details.tsx', 'edit.$type.details.$id.tsx'])
	companyCookie = await cookieFor(makeCompany('partage').id)
	charityId = demoCharity('GENERATED').id
}, 60_000)

/** Starts a creation flow at step 2 with the cause chosen; returns the cookies that carry it. */
async function startFlow(type: 'particular' | 'company', evt: number, cookie: string) {
	const res = await page(`/create/${type}/details?evt=${evt}&assoc=${charityId}`, { headers: { cookie } })
	expect(res.status).toBe(302)
	const flow = res.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
	return [cookie, flow].filter(Boolean).join('; ')
}

function submit(type: 'particular' | 'company', fields: Record<string, string>, cookie: string) {
	const body = new FormData()
	for (const [key, value] of Object.entries(fields)) body.set(key, value)
	return run(() =>
		detailsAction({
			request: new Request(`${BASE}/create/${type}/details`, { method: 'POST', body, headers: { cookie } }),
			params: { type },
			context: context(),
		}),
	)
}

const companyPot = (name: string, sharing: string) => ({
	intent: 'save',
	event_type: '11',
	name,
	closing_date: '',
	description: '<p>Chaque kilomètre parcouru devient un don.</p>',
	color: '#2a6fdb',
	sharing,
})

describe('the sharing choice (spec 2 §3)', () => {
	test('SHARE is pre-selected on a company pot; SHOW records a locked pot, SHARE an open one', async () => {
		const cookie = await startFlow('company', 11, companyCookie)
		const html = (await readPage(await page('/create/company/details', { headers: { cookie } }))).html
		const radio = (value: string) => new RegExp(`<input[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? ''
		expect(radio('SHARE')).toContain('checked')
		expect(radio('SHOW')).not.toContain('checked')

		for (const [sharing, locked] of [
			['SHOW', true],
			['SHARE', false],
		] as const) {
			const flowCookie = sharing === 'SHOW' ? cookie : await startFlow('company', 11, companyCookie)
			const name = `Course des entreprises (${sharing})`
			const res = await submit('company', companyPot(name, sharing), flowCookie)
			expect(res.location).toMatch(/^\/participate\/company\/\d+\/kyc$/)
			const pot = getDb().select().from(pots).where(eq(pots.name, name)).get()!
			expect(pot.isLocked).toBe(locked)
		}
	})

	test('a sharing value forged out of the two choices is refused with the spec message', async () => {
		const cookie = await startFlow('company', 11, companyCookie)
		const res = await submit('company', companyPot('Course forgée', 'PUBLIC'), cookie)
		expect(res.status).toBe(400)
		expect(JSON.stringify(res.body)).toContain("Merci de choisir une option de partage ou d'invitation")
	})
})
