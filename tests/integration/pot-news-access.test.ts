import { and, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { newsMessages } from '#app/lib/pots/news-messages.ts'
import { getDb } from '#app/platform/db.server.ts'
import { loader as newsLoader } from '#app/routes/mes-cagnottes.$id_.actualites._index.tsx'
import {
	action as charityNewsAction,
	loader as charityNewsLoader,
} from '#app/routes/association-espace.$charityId.cagnottes_.$potId.actualites._index.tsx'
import { action as charityItemAction } from '#app/routes/association-espace.$charityId.cagnottes_.$potId.actualites.$newsId.tsx'
import { loader as potPageLoader } from '#app/routes/participate.$id._index.tsx'
import { charities, payoutBankAccounts, payouts, potNews, pots } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor } from '#tests/support/fixtures/donations.ts'
import { cookieFor, makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import {
	newsMailsOf,
	newsUrl,
	postNews,
	postNewsItem,
	potWithDonors as makePotWithDonors,
} from '#tests/support/fixtures/pot-news.ts'
import { call, makeMember } from '#tests/support/fixtures/staff.ts'
import { context, run } from './request.ts'

// Issue 27 item 2: who may write a pot's news — its organiser; its charity's members once it is paid out.

useSeededAppDatabase()

let charityId = 0
let organiser: { id: number; email: string }
let organiserCookie = ''
let strangerCookie = ''

beforeAll(async () => {
	charityId = demoCharity('GENERATED').id
	strangerCookie = await cookieFor(makeDonor('curieux-news').id)
}, 60_000)

// A new organiser for each test: posting is rate-limited per author.
beforeEach(async () => {
	organiser = makeDonor('organisateur-news')
	organiserCookie = await cookieFor(organiser.id)
})

const post = (potId: number, form: Record<string, string>, cookie: string | null = organiserCookie) =>
	postNews(potId, form, cookie)
const postItem = (
	potId: number,
	newsId: number,
	form: Record<string, string>,
	cookie: string | null = organiserCookie,
) => postNewsItem(potId, newsId, form, cookie)
const potWithDonors = () => makePotWithDonors(organiser.id, charityId)

describe('who may write', () => {
	test('only the organiser: visitors go to the login page, anyone else gets a 404', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		const form = { intent: 'create', body: 'Intrus', audience: 'none' }
		expect((await post(pot.id, form, null)).status).toBe(302)
		expect((await post(pot.id, form, strangerCookie)).status).toBe(404)
		expect(
			(await call(newsLoader, newsUrl(pot.id), { cookie: strangerCookie, params: { id: String(pot.id) } }))
				.status,
		).toBe(404)
		expect(getDb().select().from(potNews).where(eq(potNews.potId, pot.id)).all()).toHaveLength(0)
	})

	test('a pot taken offline or suspended takes no news and mails nobody: 403', async () => {
		const { pot } = await potWithDonors()
		const form = { intent: 'create', body: 'Hors ligne', audience: 'donors' }
		getDb().update(pots).set({ suspendedAt: new Date() }).where(eq(pots.id, pot.id)).run()
		expect((await post(pot.id, form)).status).toBe(403)
		getDb().update(pots).set({ suspendedAt: null, isActive: false }).where(eq(pots.id, pot.id)).run()
		expect((await post(pot.id, form)).status).toBe(403)
		expect(newsMailsOf().filter((m) => m.subject.includes(pot.name))).toHaveLength(0)
	})

	test('editing changes the text and never mails again; deleting needs its confirmation', async () => {
		const { pot } = await potWithDonors()
		await post(pot.id, { intent: 'create', body: 'Version 1', audience: 'donors' })
		const item = getDb().select().from(potNews).where(eq(potNews.potId, pot.id)).get()!
		const sent = newsMailsOf().length

		expect(
			(await postItem(pot.id, item.id, { intent: 'edit', body: 'Version 2' }, strangerCookie)).status,
		).toBe(404)
		expect((await postItem(pot.id, item.id, { intent: 'edit', body: 'Version 2' })).status).toBe(302)
		const edited = getDb().select().from(potNews).where(eq(potNews.id, item.id)).get()!
		expect(edited.bodyHtml).toBe('<p>Version 2</p>')
		expect(edited.editedAt).not.toBeNull()
		expect(newsMailsOf().length).toBe(sent)

		const unconfirmed = await postItem(pot.id, item.id, { intent: 'delete' })
		expect(unconfirmed.status).toBe(400)
		expect(unconfirmed.body).toMatchObject({ errors: { confirm: newsMessages.deleteConfirmRequired } })
		expect((await postItem(pot.id, item.id, { intent: 'delete', confirm: 'yes' })).status).toBe(302)
		expect(getDb().select().from(potNews).where(eq(potNews.id, item.id)).get()).toBeUndefined()
		expect((await postItem(pot.id, item.id, { intent: 'edit', body: 'Fantôme' })).status).toBe(404)
	})

	test('the charity thanks the donors only once the pot is paid out, shown as the charity', async () => {
		const { pot, addresses } = await potWithDonors()
		const member = makeMember('membre-news', charityId)
		const memberCookie = await cookieFor(member.id)
		const otherCharity = getDb()
			.select()
			.from(charities)
			.all()
			.find((c) => c.id !== charityId)!
		const outsiderCookie = await cookieFor(makeMember('autre-asso-news', otherCharity.id).id)
		const params = { charityId: String(charityId), potId: String(pot.id) }
		const url = `/association-espace/${charityId}/cagnottes/${pot.id}/actualites`
		const thank = (cookie: string) =>
			call(charityNewsAction, url, {
				cookie,
				params,
				form: { intent: 'create', body: 'Merci !', audience: 'donors' },
			})

		expect((await call(charityNewsLoader, url, { cookie: memberCookie, params })).status).toBe(403)
		expect((await thank(memberCookie)).status).toBe(403)

		const account = getDb()
			.insert(payoutBankAccounts)
			.values({
				charityId,
				holderName: 'Asso',
				ibanMasked: 'FR76 **** 0143',
				ibanLast4: '0143',
				status: 'ACTIVE',
			})
			.returning()
			.get()
		getDb()
			.insert(payouts)
			.values({
				potId: pot.id,
				charityId,
				bankAccountId: account.id,
				amountCents: 5000,
				status: 'SUCCEEDED',
				idempotencyKey: `payout-news-${pot.id}`,
				succeededAt: new Date(),
			})
			.run()

		expect((await call(charityNewsLoader, url, { cookie: memberCookie, params })).status).toBe(200)
		expect((await thank(outsiderCookie)).status).toBe(404)
		expect((await thank(organiserCookie)).status).toBe(404)
		expect((await thank(memberCookie)).status).toBe(302)
		// Replayed (a double click, a browser retry): the same success, and nothing published or mailed again.
		expect((await thank(memberCookie)).status).toBe(302)
		expect(getDb().select().from(potNews).where(eq(potNews.potId, pot.id)).all()).toHaveLength(1)
		const item = getDb().select().from(potNews).where(eq(potNews.potId, pot.id)).get()!
		expect(item.charityId).toBe(charityId)
		const mails = newsMailsOf().filter((m) => m.subject.includes(pot.name))
		expect(mails.map((m) => m.to).sort()).toEqual(addresses)

		// The organiser does not edit the charity's item, nor the charity the organiser's.
		expect((await postItem(pot.id, item.id, { intent: 'edit', body: 'Non' })).status).toBe(404)
		await post(pot.id, { intent: 'create', body: 'De l’organisateur', audience: 'none' })
		const organiserItem = getDb()
			.select()
			.from(potNews)
			.where(and(eq(potNews.potId, pot.id), eq(potNews.bodyHtml, '<p>De l’organisateur</p>')))
			.get()!
		const editAsCharity = await call(charityItemAction, `${url}/${organiserItem.id}`, {
			cookie: memberCookie,
			params: { ...params, newsId: String(organiserItem.id) },
			form: { intent: 'edit', body: 'Non' },
		})
		expect(editAsCharity.status).toBe(404)

		const page = await run(() =>
			potPageLoader({
				request: new Request(`http://localhost:3000/participate/${pot.id}`),
				params: { id: String(pot.id) },
				context: context(),
			}),
		)
		const news = (page.body as { news: { charityName: string | null }[] }).news
		expect(news.map((n) => n.charityName)).toEqual([
			null,
			getDb().select().from(charities).where(eq(charities.id, charityId)).get()!.name,
		])
	})
})
