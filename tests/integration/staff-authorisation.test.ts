import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import * as adminLayout from '#app/routes/admin.tsx'
import * as adminHome from '#app/routes/admin._index.tsx'
import * as adminCharities from '#app/routes/admin.associations._index.tsx'
import * as adminCharity from '#app/routes/admin.associations.$id.tsx'
import * as adminPots from '#app/routes/admin.cagnottes._index.tsx'
import * as adminPot from '#app/routes/admin.cagnottes.$id.tsx'
import * as adminPotMessages from '#app/routes/admin.cagnottes.$id_.mots-de-soutien.tsx'
import * as adminAccounts from '#app/routes/admin.comptes.tsx'
import * as adminMails from '#app/routes/admin.mails.tsx'
import * as adminMoney from '#app/routes/admin.argent.tsx'
import * as adminReconciliation from '#app/routes/admin.rapprochement.tsx'
import * as adminPayouts from '#app/routes/admin.versements.tsx'
import * as adminStatementPdf from '#app/routes/admin_.versements.$payoutId.releve[.]pdf.tsx'
import * as adminStatementCsv from '#app/routes/admin_.versements.$payoutId.releve[.]csv.tsx'
import * as spacePots from '#app/routes/association-espace.$charityId.cagnottes.tsx'
import * as spacePotNews from '#app/routes/association-espace.$charityId.cagnottes_.$potId.actualites._index.tsx'
import * as spacePotNewsItem from '#app/routes/association-espace.$charityId.cagnottes_.$potId.actualites.$newsId.tsx'
import * as spaceDonations from '#app/routes/association-espace.$charityId.dons.tsx'
import * as spaceDonationsCsv from '#app/routes/association-espace_.$charityId.dons[.]csv.tsx'
import * as spaceReceipts from '#app/routes/association-espace.$charityId.recus.tsx'
import * as spacePayouts from '#app/routes/association-espace.$charityId.versements.tsx'
import * as spaceStatementPdf from '#app/routes/association-espace_.$charityId.versements.$payoutId.releve[.]pdf.tsx'
import * as spaceStatementCsv from '#app/routes/association-espace_.$charityId.versements.$payoutId.releve[.]csv.tsx'
import * as spaceLayout from '#app/routes/association-espace.tsx'
import * as spaceHome from '#app/routes/association-espace._index.tsx'
import * as spaceCharity from '#app/routes/association-espace.$charityId.tsx'
import * as spaceCharityHome from '#app/routes/association-espace.$charityId._index.tsx'
import * as onboarding from '#app/routes/association-espace.$charityId.inscription._index.tsx'
import * as onboardingIdentity from '#app/routes/association-espace.$charityId.inscription.identite.tsx'
import * as onboardingRepresentative from '#app/routes/association-espace.$charityId.inscription.representant.tsx'
import * as onboardingDocuments from '#app/routes/association-espace.$charityId.inscription.justificatifs.tsx'
import * as onboardingBank from '#app/routes/association-espace.$charityId.inscription.compte-bancaire.tsx'
import * as spaceProfile from '#app/routes/association-espace.$charityId.profil.tsx'
import * as invitation from '#app/routes/association-espace_.invitation.tsx'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import { call, cookieOf, makeMember, makeOperator } from '#tests/support/fixtures/staff.ts'

/**
 * The authorisation matrix of ADR 026: every loader and action of /admin and /association-espace,
 * for a visitor, a donor, a member of charity A (on charity B's resources) and an operator. The routes folder
 * is read: a route file of /admin or /association-espace whose loader or action has no row fails the suite.
 */

useSeededAppDatabase()

type Persona = 'visitor' | 'donor' | 'memberOfA' | 'operator'
const PERSONAS: Persona[] = ['visitor', 'donor', 'memberOfA', 'operator']
const cookies = {} as Record<Persona, string | null>
let charityA = 0
let charityB = 0
let potId = 0
let potOfA = 0

beforeAll(async () => {
	charityA = demoCharity('GENERATED').id
	charityB = demoCharity('ASSOCIATION').id
	potId = makePot(charityB).id
	potOfA = makePot(charityA).id
	cookies.visitor = null
	cookies.donor = await cookieOf(makeDonor('matrice-donateur').id)
	cookies.memberOfA = await cookieOf(makeMember('matrice-membre', charityA).id)
	cookies.operator = await cookieOf(makeOperator('matrice-operateur').id)
})

/** What a persona gets: the login page (and back), a 404, or the status the route answers with. */
type Expected = 'login' | 404 | 403 | 200 | 302 | 400
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
		// No change of charity B waits: the operator is told so (a toast) rather than asked for a reason.
		name: 'admin charity B action (profile refusal without a reason, none pending)',
		fn: adminCharity.action,
		url: () => `/admin/associations/${charityB}`,
		params: () => ({ id: String(charityB) }),
		form: () => ({ intent: 'reject-profile', draftId: '1', reason: '' }),
		expected: adminOnly(302),
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
		name: 'admin pot words of support loader',
		fn: adminPotMessages.loader,
		url: () => `/admin/cagnottes/${potId}/mots-de-soutien`,
		params: () => ({ id: String(potId) }),
		expected: adminOnly(302),
	},
	{
		name: 'admin pot words of support action (unknown message)',
		fn: adminPotMessages.action,
		url: () => `/admin/cagnottes/${potId}/mots-de-soutien`,
		params: () => ({ id: String(potId) }),
		form: () => ({ intent: 'remove', messageId: '999999999' }),
		expected: adminOnly(302),
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
	{ name: 'admin money loader', fn: adminMoney.loader, url: () => '/admin/argent', expected: adminOnly(200) },
	{
		name: 'admin reconciliation loader',
		fn: adminReconciliation.loader,
		url: () => '/admin/rapprochement?objet=PAYOUT',
		expected: adminOnly(200),
	},
	{
		name: 'admin payouts loader',
		fn: adminPayouts.loader,
		url: () => '/admin/versements?statut=FAILED',
		expected: adminOnly(200),
	},
	{
		name: 'admin payouts action (run the payouts now)',
		fn: adminPayouts.action,
		url: () => '/admin/versements',
		form: () => ({ intent: 'run-payouts' }),
		expected: adminOnly(302),
	},
	{
		name: 'admin payout statement PDF loader (unknown payout)',
		fn: adminStatementPdf.loader,
		url: () => '/admin/versements/999999999/releve.pdf',
		params: () => ({ payoutId: '999999999' }),
		expected: adminOnly(404),
	},
	{
		name: 'admin payout statement CSV loader (malformed id)',
		fn: adminStatementCsv.loader,
		url: () => '/admin/versements/abc/releve.csv',
		params: () => ({ payoutId: 'abc' }),
		expected: adminOnly(404),
	},
	...charityMoneyRows(),
	...charityNewsRows(),
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
	...onboardingRows(),
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
	// The invitation is answered to anyone holding its link (the token is the credential: admin.test.ts).
	{
		name: 'invitation page loader (unknown token)',
		fn: invitation.loader,
		url: () => '/association-espace/invitation?token=inconnu',
		expected: { visitor: 200, donor: 200, memberOfA: 200, operator: 200 },
	},
	{
		name: 'invitation action (unknown token)',
		fn: invitation.action,
		url: () => '/association-espace/invitation',
		form: () => ({ token: 'inconnu' }),
		expected: { visitor: 400, donor: 400, memberOfA: 400, operator: 400 },
	},
	{
		name: 'charity page loader, malformed id',
		fn: spaceCharityHome.loader,
		url: () => '/association-espace/abc',
		params: () => ({ charityId: 'abc' }),
		expected: { visitor: 'login', donor: 404, memberOfA: 404, operator: 404 },
	},
]

/** The onboarding's pages (ADR 028): charity B's are nobody's here; charity A's are its member's. */
function onboardingRows(): Row[] {
	const onlyMemberOfA = (ok: Expected) =>
		({ visitor: 'login', donor: 404, memberOfA: ok, operator: 404 }) as const
	const nobody = onlyMemberOfA(404)
	const pages = [
		{ name: 'overview', module: onboarding, path: '' },
		{ name: 'identity', module: onboardingIdentity, path: '/identite' },
		{ name: 'representative', module: onboardingRepresentative, path: '/representant' },
		{ name: 'documents', module: onboardingDocuments, path: '/justificatifs' },
		{ name: 'bank account', module: onboardingBank, path: '/compte-bancaire' },
	]
	const rows: Row[] = []
	for (const page of pages) {
		for (const [label, charity] of [
			['A', () => charityA],
			['B', () => charityB],
		] as const) {
			const url = () => `/association-espace/${charity()}/inscription${page.path}`
			const params = () => ({ charityId: String(charity()) })
			rows.push({
				name: `onboarding ${page.name} of charity ${label} loader`,
				fn: page.module.loader,
				url,
				params,
				expected: label === 'A' ? onlyMemberOfA(200) : nobody,
			})
			if ('action' in page.module)
				rows.push({
					name: `onboarding ${page.name} of charity ${label} action (empty form)`,
					fn: page.module.action,
					url,
					params,
					form: () => ({ legal_name: '' }),
					expected: label === 'A' ? onlyMemberOfA(400) : nobody,
				})
		}
	}
	return rows
}

/**
 * A pot's news written by its charity (issue 27): charity B's pot is a 404 for charity A's member, under either
 * charity's URL; the pages of charity A's own pot say 403 until it is paid out (tests/integration/pot-news.test.ts).
 */
function charityNewsRows(): Row[] {
	const rows: Row[] = []
	const modules = [
		['list loader', spacePotNews.loader, ''],
		['list action', spacePotNews.action, ''],
		['item loader', spacePotNewsItem.loader, '/1'],
		['item action', spacePotNewsItem.action, '/1'],
	] as const
	for (const [name, fn, tail] of modules) {
		const form = name.endsWith('action')
			? () => ({ intent: 'create', body: 'Merci', audience: 'none' })
			: undefined
		for (const [charity, id] of [
			['B', () => charityB],
			['A', () => charityA],
		] as const)
			rows.push({
				name: `charity ${charity} news of charity B's pot: ${name}`,
				fn,
				url: () => `/association-espace/${id()}/cagnottes/${potId}/actualites${tail}`,
				params: () => ({ charityId: String(id()), potId: String(potId), newsId: '1' }),
				form,
				expected: { visitor: 'login', donor: 404, memberOfA: 404, operator: 404 },
			})
		rows.push({
			name: `charity A news of its own pot, not paid out: ${name}`,
			fn,
			url: () => `/association-espace/${charityA}/cagnottes/${potOfA}/actualites${tail}`,
			params: () => ({ charityId: String(charityA), potId: String(potOfA), newsId: '1' }),
			form,
			expected: { visitor: 'login', donor: 404, memberOfA: 403, operator: 404 },
		})
	}
	return rows
}

/** The money pages of a charity's space (ADR 027): charity B's are a 404 for charity A's member. */
function charityMoneyRows(): Row[] {
	const pages = [
		{ name: 'pots', fn: spacePots.loader, path: 'cagnottes' },
		{ name: 'donations', fn: spaceDonations.loader, path: 'dons?du=2026-01-01&cagnotte=1' },
		{ name: 'donations CSV', fn: spaceDonationsCsv.loader, path: 'dons.csv' },
		{ name: 'receipts', fn: spaceReceipts.loader, path: 'recus?annee=2026' },
		{ name: 'payouts', fn: spacePayouts.loader, path: 'versements' },
	]
	const rows: Row[] = []
	for (const page of pages) {
		rows.push({
			name: `charity B ${page.name} loader`,
			fn: page.fn,
			url: () => `/association-espace/${charityB}/${page.path}`,
			params: () => ({ charityId: String(charityB) }),
			expected: { visitor: 'login', donor: 404, memberOfA: 404, operator: 404 },
		})
		rows.push({
			name: `charity A ${page.name} loader`,
			fn: page.fn,
			url: () => `/association-espace/${charityA}/${page.path}`,
			params: () => ({ charityId: String(charityA) }),
			expected: { visitor: 'login', donor: 404, memberOfA: 200, operator: 404 },
		})
	}
	for (const [name, fn, file] of [
		['PDF', spaceStatementPdf.loader, 'releve.pdf'],
		['CSV', spaceStatementCsv.loader, 'releve.csv'],
	] as const) {
		for (const [charity, id] of [
			['B', () => charityB],
			['A', () => charityA],
		] as const)
			rows.push({
				name: `charity ${charity} payout statement ${name} loader (not its payout)`,
				fn,
				url: () => `/association-espace/${id()}/versements/1/${file}`,
				params: () => ({ charityId: String(id()), payoutId: '1' }),
				expected: { visitor: 'login', donor: 404, memberOfA: 404, operator: 404 },
			})
	}
	return rows
}

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

/** The route files of /admin and /association-espace in app/routes (a folder route: its route.tsx). */
const ROUTES = fileURLToPath(new URL('../../app/routes/', import.meta.url))
const staffRoutes = fs
	.readdirSync(ROUTES, { withFileTypes: true })
	.filter((entry) => /^(admin|association-espace)(?![a-z-])/.test(entry.name))
	.map((entry) => (entry.isDirectory() ? path.join(entry.name, 'route.tsx') : entry.name))

describe('the matrix covers every route of /admin and /association-espace', () => {
	test('the routes folder has them (the check below is not empty)', () => {
		expect(staffRoutes.length).toBeGreaterThanOrEqual(30)
		expect(staffRoutes).toContain('admin.tsx')
		expect(staffRoutes).toContain('association-espace.tsx')
	})

	test.each(staffRoutes)('%s: its loader and action have rows', async (file) => {
		const module = (await import(path.join(ROUTES, file))) as { loader?: unknown; action?: unknown }
		const covered = new Set<unknown>(rows.map((row) => row.fn))
		const missing = (['loader', 'action'] as const).filter(
			(name) => typeof module[name] === 'function' && !covered.has(module[name]),
		)
		expect(missing, `app/routes/${file}: add its ${missing.join(' and ')} to the matrix`).toEqual([])
	})
})
