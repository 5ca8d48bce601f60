import Database from 'better-sqlite3'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { reshuffleCharities } from '#app/catalogue/shuffle.server.ts'
import { type IsoDay } from '#app/lib/dates.ts'
import { matchingMessages } from '#app/lib/pots/matching-messages.ts'
import { potMoneyFactsOf } from '#app/payouts/pot-money.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import {
	loadPotPageData,
	POT_PAGE_DATA_BYTES,
	POT_PAGE_DATA_ENTRIES,
	potPageData,
	potPageDataStats,
	resetPotPageData,
} from '#app/pots/pot-page-data.server.ts'
import { potPageVersion } from '#app/pots/pot-page.server.ts'
import { loader } from '#app/routes/participate.$id._index.tsx'
import { databaseFile, readSnapshot } from '#db/client.server.ts'
import {
	charitySdgs,
	companies,
	payoutBankAccounts,
	payouts,
	potMatchings,
	potNews,
	sdgs,
	supportMessages,
} from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, giveAndSettle, makeCompany, makeDonor } from '#tests/support/fixtures/donations.ts'
import { makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { context, run } from './request.ts'

// Issue 29 (s15-loader): the pot page's data kept per worker behind `pots.page_version`, which SQLite's
// triggers bump on every write to what the page reads (drizzle/0032_pot_page_version.sql). Each family of
// triggers: a write bumps the version, and the page's data then equals a fresh, uncached read.

useSeededAppDatabase()

const readers = { money: potMoneyFactsOf }
const cached = (potId: number) => potPageData(potId, null, readers)
const fresh = (potId: number) => readSnapshot(getDb(), () => loadPotPageData(potId, null, readers))
const raw = (query: string, ...params: unknown[]) =>
	getDb()
		.$client.prepare(query)
		.run(...params)

let potId = 0
let charityId = 0
let donorId = 0
let companyUserId = 0
let donationId = 0

beforeAll(async () => {
	charityId = demoCharity('GENERATED').id
	companyUserId = makeCompany('abondement').id
	potId = makeOwnPot(companyUserId, charityId, { potType: 1 }).id
	const donor = makeDonor('visible', { firstName: 'Lou', lastName: 'Martin' })
	donorId = donor.id
	donationId = (await giveAndSettle(potId, donor, 2_500)).id
	await giveAndSettle(potId, { quickEmail: 'rapide.cache@exemple.fr' }, 1_000)
}, 60_000)

afterEach(() => vi.useRealTimers())

/** Warms the kept copy, writes, then checks the version moved and the page equals a fresh read. */
function afterWrite(write: () => void) {
	const before = cached(potId)!
	const version = potPageVersion(potId)!
	write()
	expect(potPageVersion(potId)).toBeGreaterThan(version)
	const after = cached(potId)
	expect(after).toEqual(fresh(potId))
	return { before, after: after! }
}

describe('the kept copy', () => {
	test('a hit returns the very copy kept, equal to a fresh read; a missing pot is null', () => {
		resetPotPageData()
		const first = cached(potId)
		expect(potPageDataStats()).toMatchObject({ hits: 0, misses: 1, entries: 1 })
		const second = cached(potId)
		expect(potPageDataStats()).toMatchObject({ hits: 1, misses: 1 })
		expect(second).toBe(first)
		// Shared between requests: frozen all the way down.
		expect(Object.isFrozen(first!.participants.items[0])).toBe(true)
		expect(() => first!.participants.items.push({ id: 0, name: 'x', amountCents: 1 })).toThrow()
		expect(second).toEqual(fresh(potId))
		expect(cached(999_999)).toBeNull()
		// A caller with other readers (say, without « Où va l'argent ») never gets this copy.
		const withoutMoney = potPageData(potId, null, { money: () => null })
		expect(withoutMoney?.moneyFacts).toBeNull()
		expect(cached(potId)?.moneyFacts).not.toBeNull()
	})

	test('bounded: at most 256 entries whatever the cursors asked, the least recently used dropped first', () => {
		resetPotPageData()
		cached(potId)
		const at = Date.now()
		for (let n = 1; n <= 300; n++) {
			potPageData(potId, { createdAtMs: at, id: n, shown: 50 }, readers)
			cached(potId)
		}
		const stats = potPageDataStats()
		expect(stats.entries).toBe(POT_PAGE_DATA_ENTRIES)
		expect(stats.bytes).toBeGreaterThan(0)
		expect(stats.bytes).toBeLessThanOrEqual(POT_PAGE_DATA_BYTES)
		// The first page, used all along, is still there; the oldest cursor's page is not.
		const hits = stats.hits
		cached(potId)
		expect(potPageDataStats().hits).toBe(hits + 1)
		const misses = potPageDataStats().misses
		potPageData(potId, { createdAtMs: at, id: 300, shown: 50 }, readers)
		expect(potPageDataStats().misses).toBe(misses)
		potPageData(potId, { createdAtMs: at, id: 1, shown: 50 }, readers)
		expect(potPageDataStats().misses).toBe(misses + 1)
	})

	test('a write by another connection (another worker) is seen at once', () => {
		const other = new Database(databaseFile(process.env.DATA_DIR!))
		try {
			const { after } = afterWrite(() => {
				other.prepare('update pots set name = ? where id = ?').run('Écrit ailleurs', potId)
			})
			expect(after.pot.name).toBe('Écrit ailleurs')
		} finally {
			other.close()
		}
	})

	test('the time is applied per request: a kept open pot, its money and its matching, once their ends have passed', async () => {
		const id = String(potId)
		const until = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10)
		getDb()
			.insert(potMatchings)
			.values({ potId, companyUserId, ratioPercent: 100, ceilingCents: 50_000, untilDay: until })
			.run()
		type Page = {
			closed: boolean
			remaining: string
			money: { waitingReason: string | null } | null
			matching: { status: string | null } | null
		}
		const load = async () =>
			(
				await run(() =>
					loader({
						request: new Request(`http://localhost:3000/participate/${id}`),
						params: { id },
						context: context(),
					}),
				)
			).body as Page
		try {
			const open = await load()
			expect(open).toMatchObject({
				closed: false,
				money: { waitingReason: 'open' },
				matching: { status: null },
			})
			const hits = potPageDataStats().hits
			vi.useFakeTimers({ toFake: ['Date'] })
			vi.setSystemTime(Date.now() + 60 * 24 * 3600 * 1000)
			const later = await load()
			expect(potPageDataStats().hits).toBe(hits + 1)
			expect(later).toMatchObject({ closed: true, remaining: 'Cagnotte terminée' })
			expect(later.money?.waitingReason).not.toBe('open')
			expect(later.matching?.status).toBe(matchingMessages.ended(until as IsoDay))
		} finally {
			vi.useRealTimers()
			raw('delete from pot_matchings where pot_id = ?', potId)
		}
	})
})

describe('every table the page reads bumps the version', () => {
	test('pots: the pot row', () => {
		const { after } = afterWrite(() =>
			raw('update pots set description_html = ? where id = ?', '<p>Nouveau</p>', potId),
		)
		expect(after.description).toBe('Nouveau')
	})

	test('donations: insert, update, delete', async () => {
		let extra = 0
		const inserted = afterWrite(() => {
			extra = getDb()
				.$client.prepare(
					`insert into donations (pot_id, donor_id, amount_cents, method, status, provider_key, created_at, updated_at)
					 values (?, ?, 700, 'CARD', 'CREATED', '', ?, ?)`,
				)
				.run(potId, donorId, Date.now(), Date.now()).lastInsertRowid as number
		})
		expect(inserted.after.moneyFacts?.state.pendingDonations).toBe(
			(inserted.before.moneyFacts?.state.pendingDonations ?? 0) + 1,
		)
		const updated = afterWrite(() => raw('update donations set is_anonymous = 1 where id = ?', donationId))
		expect(updated.after.participants.items.map((p) => p.name)).toContain('Anonyme')
		raw('update donations set is_anonymous = 0 where id = ?', donationId)
		afterWrite(() => raw('delete from donations where id = ?', extra))
	})

	test('users: a donor’s name and the organiser’s', () => {
		const donor = afterWrite(() => raw('update users set first_name = ? where id = ?', 'Zoé', donorId))
		expect(donor.after.participants.items.map((p) => p.name)).toContain('Zoé M.')
		afterWrite(() => raw('update users set last_name = ? where id = ?', 'Renommée', companyUserId))
	})

	test('companies: insert, update, delete', () => {
		const donor = makeDonor('societe', { role: 'enterprise' })
		let giftId = 0
		afterWrite(() => {
			giftId = getDb()
				.$client.prepare(
					`insert into donations (pot_id, donor_id, amount_cents, method, status, provider_key, created_at, updated_at)
					 values (?, ?, 900, 'CARD', 'SUCCEEDED', '', ?, ?)`,
				)
				.run(potId, donor.id, Date.now(), Date.now()).lastInsertRowid as number
		})
		const values = {
			userId: donor.id,
			name: 'Société Avant',
			addressLine1: '1 rue',
			postCode: '44000',
			city: 'Nantes',
			repFirstName: 'A',
			repLastName: 'B',
			repEmail: donor.email,
			repBirthDate: '1975-06-01',
		}
		const inserted = afterWrite(() => getDb().insert(companies).values(values).run())
		expect(inserted.after.participants.items.map((p) => p.name)).toContain('Société Avant')
		const renamed = afterWrite(() =>
			raw('update companies set name = ? where user_id = ?', 'Société Après', donor.id),
		)
		expect(renamed.after.participants.items.map((p) => p.name)).toContain('Société Après')
		afterWrite(() => getDb().delete(companies).where(eq(companies.userId, donor.id)).run())
		afterWrite(() => raw('delete from donations where id = ?', giftId))
	})

	test('charities: the pot’s charity; not the re-shuffle of every charity’s rank', () => {
		const { after } = afterWrite(() =>
			raw('update charities set name = name || ? where id = ?', ' (bis)', charityId),
		)
		expect(after.pot.charityName).toMatch(/\(bis\)$/)
		afterWrite(() => raw('update charities set provider_verified_at = null where id = ?', charityId))
		const version = potPageVersion(potId)
		reshuffleCharities()
		expect(potPageVersion(potId)).toBe(version)
	})

	test('charity_sdgs and sdgs: insert, update, delete', () => {
		const shown = cached(potId)!.sdgs
		const number = shown[0]?.number ?? 17
		const db = getDb()
		if (shown.length === 0)
			afterWrite(() => db.insert(charitySdgs).values({ charityId, sdgNumber: number }).run())
		const title = afterWrite(() => raw('update sdgs set title = ? where number = ?', 'Titre changé', number))
		expect(title.after.sdgs.find((s) => s.number === number)?.title).toBe('Titre changé')
		const off = afterWrite(() =>
			raw('update charity_sdgs set is_active = 0 where charity_id = ? and sdg_number = ?', charityId, number),
		)
		expect(off.after.sdgs.map((s) => s.number)).not.toContain(number)
		afterWrite(() =>
			db
				.delete(charitySdgs)
				.where(sql`${charitySdgs.charityId} = ${charityId} and ${charitySdgs.sdgNumber} = ${number}`)
				.run(),
		)
		afterWrite(() => db.insert(charitySdgs).values({ charityId, sdgNumber: number }).run())
		// An SDG deleted and put back in one transaction (its charities' rows checked at the commit).
		const row = db.select().from(sdgs).where(eq(sdgs.number, number)).get()!
		afterWrite(() =>
			db.$client.transaction(() => {
				db.$client.pragma('defer_foreign_keys = ON')
				raw('delete from sdgs where number = ?', number)
				db.insert(sdgs).values(row).run()
			})(),
		)
	})

	test('pot_news: insert, update, delete', () => {
		let newsId = 0
		const inserted = afterWrite(() => {
			newsId = getDb()
				.insert(potNews)
				.values({
					potId,
					authorId: companyUserId,
					charityId,
					bodyHtml: '<p>Une nouvelle</p>',
					audience: 'none',
				})
				.returning()
				.get().id
		})
		expect(inserted.after.news.map((n) => n.id)).toContain(newsId)
		afterWrite(() => raw('update pot_news set body_html = ? where id = ?', '<p>Corrigée</p>', newsId))
		afterWrite(() => raw('delete from pot_news where id = ?', newsId))
	})

	test('support_messages: insert, update, delete', () => {
		let messageId = 0
		const inserted = afterWrite(() => {
			messageId = getDb()
				.insert(supportMessages)
				.values({ potId, flowId: `flow-cache-${potId}`, body: 'Courage !', donationId })
				.returning()
				.get().id
		})
		expect(inserted.after.supportMessages.map((m) => m.body)).toContain('Courage !')
		const hidden = afterWrite(() =>
			raw('update support_messages set hidden_at = ? where id = ?', Date.now(), messageId),
		)
		expect(hidden.after.supportMessages.map((m) => m.id)).not.toContain(messageId)
		afterWrite(() => raw('delete from support_messages where id = ?', messageId))
	})

	test('payout_bank_accounts and payouts: insert, update, delete', () => {
		const db = getDb()
		let accountId = 0
		afterWrite(() => {
			accountId = db
				.insert(payoutBankAccounts)
				.values({
					charityId,
					holderName: 'Asso',
					ibanMasked: 'FR76 **** 1234',
					ibanLast4: '1234',
					status: 'FAILED',
				})
				.returning()
				.get().id
		})
		afterWrite(() => raw('update payout_bank_accounts set vop_check = ? where id = ?', 'NO_MATCH', accountId))
		let payoutId = 0
		const sent = afterWrite(() => {
			payoutId = db
				.insert(payouts)
				.values({
					potId,
					charityId,
					bankAccountId: accountId,
					amountCents: 1_000,
					idempotencyKey: `cache-${potId}`,
				})
				.returning()
				.get().id
		})
		expect(sent.after.moneyFacts?.attempts.map((a) => a.status)).toContain('CREATED')
		afterWrite(() => raw("update payouts set status = 'FAILED' where id = ?", payoutId))
		afterWrite(() => db.delete(payouts).where(eq(payouts.id, payoutId)).run())
		afterWrite(() => raw('delete from payout_bank_accounts where id = ?', accountId))
	})

	test('pot_matchings: insert, update, delete', () => {
		const db = getDb()
		const inserted = afterWrite(() =>
			db
				.insert(potMatchings)
				.values({ potId, companyUserId, ratioPercent: 100, ceilingCents: 50_000, untilDay: '2099-12-31' })
				.run(),
		)
		expect(inserted.after.matching?.matchedCents).toBe(3_500)
		const changed = afterWrite(() =>
			raw('update pot_matchings set ratio_percent = 200 where pot_id = ?', potId),
		)
		expect(changed.after.matching?.offer.ratioPercent).toBe(200)
		afterWrite(() => raw('delete from pot_matchings where pot_id = ?', potId))
	})
})

describe('the triggers’ other branches, and the bound in bytes', () => {
	test('a news item signed by another charity: renaming that charity bumps the version', () => {
		const other = demoCharity('ASSOCIATION')
		expect(other.id).not.toBe(charityId)
		const newsId = getDb()
			.insert(potNews)
			.values({
				potId,
				authorId: companyUserId,
				charityId: other.id,
				bodyHtml: '<p>Merci</p>',
				audience: 'none',
			})
			.returning()
			.get().id
		try {
			const { after } = afterWrite(() =>
				raw('update charities set name = name || ? where id = ?', ' (signataire)', other.id),
			)
			expect(after.news.find((n) => n.id === newsId)?.charityName).toMatch(/\(signataire\)$/)
		} finally {
			raw('delete from pot_news where id = ?', newsId)
			raw('update charities set name = ? where id = ?', other.name, other.id)
		}
	})

	test('a donation moved to another pot bumps the pot it left', () => {
		const elsewhere = makeOwnPot(companyUserId, charityId, { potType: 1 }).id
		const { after } = afterWrite(() =>
			raw('update donations set pot_id = ? where id = ?', elsewhere, donationId),
		)
		expect(after.participants.items.map((p) => p.name)).not.toContain('Lou Martin')
		raw('update donations set pot_id = ? where id = ?', potId, donationId)
	})

	test('bounded in bytes too: large entries are dropped before the entry count is reached', () => {
		resetPotPageData()
		raw('update pots set description_html = ? where id = ?', `<p>${'é'.repeat(150_000)}</p>`, potId)
		try {
			const at = Date.now()
			for (let n = 1; n <= 150; n++) potPageData(potId, { createdAtMs: at, id: n, shown: 50 }, readers)
			const stats = potPageDataStats()
			expect(stats.entries).toBeLessThan(150)
			expect(stats.bytes).toBeLessThanOrEqual(POT_PAGE_DATA_BYTES)
		} finally {
			raw('update pots set description_html = ? where id = ?', '<p>Nouveau</p>', potId)
			resetPotPageData()
		}
	})
})
