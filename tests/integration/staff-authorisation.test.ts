import { beforeAll, describe, expect, test } from 'vitest'
import * as adminLayout from '#app/routes/admin.tsx'
import * as adminHome from '#app/routes/admin._index.tsx'
import * as adminCharities from '#app/routes/admin.associations._index.tsx'
import * as adminCharity from '#app/routes/admin.associations.$id.tsx'
import * as adminPots from '#app/routes/admin.cagnottes._index.tsx'
import * as adminPot from '#app/routes/admin.cagnottes.$id.tsx'
import * as adminAccounts from '#app/routes/admin.comptes.tsx'
import * as adminMails from '#app/routes/admin.mails.tsx'
import * as spaceLayout from '#app/routes/association-espace.tsx'
import * as spaceHome from '#app/routes/association-espace._index.tsx'
import * as spaceCharity from '#app/routes/association-espace.$charityId.tsx'
import * as spaceCharityHome from '#app/routes/association-espace.$charityId._index.tsx'
import * as spaceProfile from '#app/routes/association-espace.$charityId.profil.tsx'
import { useSeededAppDatabase } from './app-db.ts'
import { demoCharity, makeDonor, makePot } from './donation-fixtures.ts'
import { call, cookieOf, makeMember, makeOperator } from './staff-fixtures.ts'

/**
 * The authorisation matrix of issue 17 (ADR 026): every loader and action of /admin and /association-espace,
 * for a visitor, a donor, a member of charity A (on charity B's resources) and an operator.
 */

useSeededAppDatabase()

type Persona = 'visitor' | 'donor' | 'memberOfA' | 'operator'
const PERSONAS: Persona[] = ['visitor', 'donor', 'memberOfA', 'operator']
const cookies = {} as Record<Persona, string | null>
let charityA = 0
let charityB = 0
let potId = 0

beforeAll(async () => {
	charityA = demoCharity('GENERATED').id
	charityB = demoCharity('ASSOCIATION').id
	potId = makePot(charityB).id
	cookies.visitor = null
	cookies.donor = await cookieOf(makeDonor('matrice-donateur').id)
	cookies.memberOfA = await cookieOf(makeMember('matrice-membre', charityA).id)
	cookies.operator = await cookieOf(makeOperator('matrice-operateur').id)
})

/** What a persona gets: the login page (and back), a 404, or the status the route answers with. */
type Expected = 'login' | 404 | 200 | 302 | 400
type Row = {
	name: string
	fn: (args: never) => unknown
	url: () => string
	params?: () => Record<string, string>
	form?: () => Record<string, string>
	expected: Record<Persona, Expected>
}

const adminOnly = (operator: Expected): Record<Persona, Expected> => ({
	visitor: 'login',
	donor: 404,
	memberOfA: 404,
	operator,
})

const rows: Row[] = [
	{ name: 'admin layout loader', fn: adminLayout.loader, url: () => '/admin', expected: adminOnly(200) },
	{ name: 'admin home loader', fn: adminHome.loader, url: () => '/admin', expected: adminOnly(200) },
	{
		name: 'admin charities loader',
		fn: adminCharities.loader,
		url: () => '/admin/associations?q=a',
		expected: adminOnly(200),
	},
	{
		name: 'admin charity B loader',
		fn: adminCharity.loader,
		url: () => `/admin/associations/${charityB}`,
		params: () => ({ id: String(charityB) }),
		expected: adminOnly(200),
	},
	{
		name: 'admin charity B action (invalid address)',
		fn: adminCharity.action,
		url: () => `/admin/associations/${charityB}`,
		params: () => ({ id: String(charityB) }),
		form: () => ({ intent: 'invite', email: 'pas-une-adresse' }),
		expected: adminOnly(400),
	},
	{
		name: 'admin charity B action (profile refusal without a reason)',
		fn: adminCharity.action,
		url: () => `/admin/associations/${charityB}`,
		params: () => ({ id: String(charityB) }),
		form: () => ({ intent: 'reject-profile', draftId: '1', reason: '' }),
		expected: adminOnly(400),
	},
	{
		name: 'admin pots loader',
		fn: adminPots.loader,
		url: () => '/admin/cagnottes?q=1',
		expected: adminOnly(200),
	},
	{
		name: 'admin pot loader',
		fn: adminPot.loader,
		url: () => `/admin/cagnottes/${potId}`,
		params: () => ({ id: String(potId) }),
		expected: adminOnly(200),
	},
	{
		name: 'admin pot action (no reason)',
		fn: adminPot.action,
		url: () => `/admin/cagnottes/${potId}`,
		params: () => ({ id: String(potId) }),
		form: () => ({ intent: 'suspend', reason: '' }),
		expected: adminOnly(400),
	},
	{
		name: 'admin accounts loader',
		fn: adminAccounts.loader,
		url: () => '/admin/comptes',
		expected: adminOnly(200),
	},
	{
		name: 'admin accounts action (unknown account)',
		fn: adminAccounts.action,
		url: () => '/admin/comptes',
		form: () => ({ intent: 'suspend', userId: '999999999' }),
		expected: adminOnly(302),
	},
	{ name: 'admin mails loader', fn: adminMails.loader, url: () => '/admin/mails', expected: adminOnly(200) },
	{
		name: 'admin mails action (unknown mail)',
		fn: adminMails.action,
		url: () => '/admin/mails',
		form: () => ({ mailId: '999999999' }),
		expected: adminOnly(302),
	},
	{
		name: 'charity space layout loader',
		fn: spaceLayout.loader,
		url: () => '/association-espace',
		expected: { visitor: 'login', donor: 404, memberOfA: 200, operator: 404 },
	},
	{
		name: 'charity space home loader',
		fn: spaceHome.loader,
		url: () => '/association-espace',
		expected: { visitor: 'login', donor: 404, memberOfA: 200, operator: 404 },
	},
	{
		name: 'charity B section loader',
		fn: spaceCharity.loader,
		url: () => `/association-espace/${charityB}`,
		params: () => ({ charityId: String(charityB) }),
		expected: { visitor: 'login', donor: 404, memberOfA: 404, operator: 404 },
	},
	{
		name: 'charity B page loader',
		fn: spaceCharityHome.loader,
		url: () => `/association-espace/${charityB}`,
		params: () => ({ charityId: String(charityB) }),
		expected: { visitor: 'login', donor: 404, memberOfA: 404, operator: 404 },
	},
	{
		name: 'charity A section loader',
		fn: spaceCharity.loader,
		url: () => `/association-espace/${charityA}`,
		params: () => ({ charityId: String(charityA) }),
		expected: { visitor: 'login', donor: 404, memberOfA: 200, operator: 404 },
	},
	{
		name: 'charity A page loader',
		fn: spaceCharityHome.loader,
		url: () => `/association-espace/${charityA}`,
		params: () => ({ charityId: String(charityA) }),
		expected: { visitor: 'login', donor: 404, memberOfA: 200, operator: 404 },
	},
	{
		name: 'charity B profile loader',
		fn: spaceProfile.loader,
		url: () => `/association-espace/${charityB}/profil`,
		params: () => ({ charityId: String(charityB) }),
		expected: { visitor: 'login', donor: 404, memberOfA: 404, operator: 404 },
	},
	{
		name: 'charity B profile action',
		fn: spaceProfile.action,
		url: () => `/association-espace/${charityB}/profil`,
		params: () => ({ charityId: String(charityB) }),
		form: () => ({ intent: 'submit', purpose: 'Détourné' }),
		expected: { visitor: 'login', donor: 404, memberOfA: 404, operator: 404 },
	},
	{
		name: 'charity B profile action (abandon)',
		fn: spaceProfile.action,
		url: () => `/association-espace/${charityB}/profil?abandon=1`,
		params: () => ({ charityId: String(charityB) }),
		form: () => ({}),
		expected: { visitor: 'login', donor: 404, memberOfA: 404, operator: 404 },
	},
	{
		name: 'charity A profile loader',
		fn: spaceProfile.loader,
		url: () => `/association-espace/${charityA}/profil`,
		params: () => ({ charityId: String(charityA) }),
		expected: { visitor: 'login', donor: 404, memberOfA: 200, operator: 404 },
	},
	{
		name: 'charity A profile action (incomplete form)',
		fn: spaceProfile.action,
		url: () => `/association-espace/${charityA}/profil`,
		params: () => ({ charityId: String(charityA) }),
		form: () => ({ intent: 'save', purpose: '' }),
		expected: { visitor: 'login', donor: 404, memberOfA: 400, operator: 404 },
	},
	{
		name: 'charity page loader, malformed id',
		fn: spaceCharityHome.loader,
		url: () => '/association-espace/abc',
		params: () => ({ charityId: 'abc' }),
		expected: { visitor: 'login', donor: 404, memberOfA: 404, operator: 404 },
	},
]

describe('authorisation matrix', () => {
	for (const row of rows) {
		for (const persona of PERSONAS) {
			const expected = row.expected[persona]
			test(`${row.name}: ${persona} → ${expected}`, async () => {
				const res = await call(row.fn, row.url(), {
					cookie: cookies[persona],
					params: row.params?.(),
					form: row.form?.(),
				})
				if (expected === 'login') {
					expect(res.status).toBe(302)
					const location = new URL(res.location ?? '', 'http://x')
					expect(location.pathname).toBe('/login')
					expect(location.searchParams.get('redirectTo')).toBe(row.url())
				} else {
					expect(res.status).toBe(expected)
					if (expected === 302) expect(res.location).toMatch(/^\/admin\//)
				}
			})
		}
	}
})
