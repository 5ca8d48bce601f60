import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { potsAwaitingVerification } from '#app/admin/dashboard.server.ts'
import {
	saveIdentity,
	saveRepresentative,
	syncCharityLegalUser,
} from '#app/charity-space/onboarding.server.ts'
import {
	markCharityVerified,
	refreshCharityVerification,
	refreshUnverifiedCharities,
} from '#app/charity-space/verification.server.ts'
import { loadPayablePot } from '#app/donations/payment-page.server.ts'
import { suspensionMessages } from '#app/lib/admin/admin-messages.ts'
import { onboardingMessages } from '#app/lib/charity-space/onboarding-messages.ts'
import { ensurePotWallet, CharityNotOnboardedError } from '#app/payments/parties.server.ts'
import { type PaymentProvider } from '#app/payments/provider.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { createSandboxProvider } from '#app/payments/sandbox/index.server.ts'
import { validateKycForDemo } from '#app/payments/sandbox/kyc.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { action as potAction, loader as potLoader } from '#app/routes/participate.$id._index.tsx'
import { loader as adminHome } from '#app/routes/admin._index.tsx'
import { loader as charityHome } from '#app/routes/association-espace.$charityId._index.tsx'
import { DEMO_UNVERIFIED_CHARITY } from '#db/seed-demo.ts'
import { charities, charityOnboardings, mailOutbox, pots, users } from '#db/schema/index.ts'
import { simPayIns, simUsers } from '#db/schema/sandbox.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { call, cookieOf, makeMember, makeOperator } from '#tests/support/fixtures/staff.ts'

/** Issue 24: a pot takes gifts only once its charity is verified at the provider (KYB, error 002951). */

useSeededAppDatabase()

/** The sandbox provider, recording every method called on it. */
function recordingProvider() {
	const calls: string[] = []
	const real = createSandboxProvider()
	const provider = new Proxy(real, {
		get(target, name, receiver) {
			const value = Reflect.get(target, name, receiver) as unknown
			if (typeof value !== 'function') return value
			return (...args: unknown[]) => {
				calls.push(String(name))
				return (value as (...a: unknown[]) => unknown).apply(target, args)
			}
		},
	}) as PaymentProvider
	return { provider, calls }
}

let charityId = 0
let potId = 0
let organiserEmail = ''
const recording = recordingProvider()

beforeAll(() => {
	globalThis.__donnonsPaymentProvider = recording.provider
	const db = getDb()
	charityId = db.select().from(charities).where(eq(charities.slug, DEMO_UNVERIFIED_CHARITY)).get()!.id
	const pot = db.select().from(pots).where(eq(pots.charityId, charityId)).get()!
	potId = pot.id
	organiserEmail = db.select().from(users).where(eq(users.id, pot.creatorId)).get()!.email
})

const mailsTo = (email: string) =>
	getDb()
		.select()
		.from(mailOutbox)
		.where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'charity-gifts-open')))
		.all()

describe('a pot of a charity not verified yet', () => {
	test('is shown with the French notice and no gift is taken, without any provider call', async () => {
		recording.calls.length = 0
		const page = await call(potLoader, `/participate/${potId}`, { params: { id: String(potId) } })
		expect(page.body).toMatchObject({
			suspension: { title: suspensionMessages.charityUnverifiedTitle, tone: 'info' },
		})
		const given = await call(potAction, `/participate/${potId}`, {
			params: { id: String(potId) },
			form: { amount: '20' },
		})
		expect(given.status).toBe(400)
		expect(given.body).toMatchObject({ error: suspensionMessages.charityUnverified })
		// Every payment page asks loadPayablePot first: back to the pot page with the reason.
		const refused = await loadPayablePot(String(potId)).catch((thrown: unknown) => thrown)
		expect(refused).toBeInstanceOf(Response)
		expect((refused as Response).headers.get('location')).toBe(`/participate/${potId}`)
		// No wallet can be made either: the charity has no legal user, and none is invented.
		await expect(ensurePotWallet(recording.provider, potId)).rejects.toBeInstanceOf(CharityNotOnboardedError)
		expect(recording.calls).toEqual([])
		expect(
			getSandboxDb()
				.select()
				.from(simPayIns)
				.all()
				.filter((p) => p.tag === `pot-${potId}`),
		).toEqual([])
	})

	test('is listed to operators on the admin dashboard, with its charity', async () => {
		expect(potsAwaitingVerification().pots).toContainEqual(
			expect.objectContaining({ potId, charityId, charityName: 'Kartié Lékol' }),
		)
		const cookie = await cookieOf(makeOperator('verif-operateur').id)
		const page = await call(adminHome, '/admin', { cookie })
		expect((page.body as { waiting: { total: number } }).waiting.total).toBeGreaterThan(0)
		// Guarded as the other admin pages: a member is not an operator.
		const member = await cookieOf(makeMember('verif-intrus', charityId).id)
		expect((await call(adminHome, '/admin', { cookie: member })).status).not.toBe(200)
	})

	test('its members see what the verification still needs', async () => {
		const cookie = await cookieOf(makeMember('verif-membre', charityId).id)
		const page = await call(charityHome, `/association-espace/${charityId}`, {
			cookie,
			params: { charityId: String(charityId) },
		})
		const body = page.body as { verification: { label: string }[] | null }
		expect(body.verification?.map((item) => item.label)).toEqual([
			'Identité de l’association',
			'Représentant légal',
			'Preuve d’enregistrement',
			'Statuts',
			'Pièce d’identité du représentant légal',
		])
		expect(onboardingMessages.verificationPending(1)).toMatch(/ne peut pas recevoir de dons/)
	})
})

describe('the charity’s legal user and its verification', () => {
	test('is created by the onboarding only, with the real details, under a random key', async () => {
		makeMember('verif-contact', charityId)
		const provider = createSandboxProvider()
		saveIdentity(charityId, {
			legal_name: 'Association Kartié Lékol',
			legal_form: 'ASSOCIATION_1901',
			legal_id_type: 'SIREN',
			legal_id: '734795149',
			legal_category: 'GENERAL_INTEREST',
			decree_date: null,
			address_line_1: '24 rue Archambaud',
			post_code: '97410',
			city: 'Saint-Pierre',
			country_iso: 'FR',
		})
		// The identity alone: nothing is sent, no user is made.
		expect(await syncCharityLegalUser(provider, charityId)).toEqual({ ok: false, reason: 'incomplete' })
		expect(
			getDb().select().from(charities).where(eq(charities.id, charityId)).get()!.providerUserId,
		).toBeNull()
		saveRepresentative(charityId, {
			first_name: 'Jean-Claude',
			last_name: 'Hoarau',
			birth_date: '1961-05-02',
			nationality_iso: 'FR',
			address_line_1: '3 chemin des Filaos',
			post_code: '97410',
			city: 'Saint-Pierre',
			country_iso: 'FR',
		})
		expect(await syncCharityLegalUser(provider, charityId)).toEqual({ ok: true })
		const userId = getDb().select().from(charities).where(eq(charities.id, charityId)).get()!.providerUserId!
		const simUser = getSandboxDb().select().from(simUsers).where(eq(simUsers.id, userId)).get()!
		expect(simUser).toMatchObject({
			name: 'Association Kartié Lékol',
			firstName: 'Jean-Claude',
			lastName: 'Hoarau',
			category: 'OWNER',
			legalPersonType: 'ORGANIZATION',
			kycLevel: 'LIGHT',
		})
		// A member's e-mail, never a made-up one; no placeholder representative.
		const firstMember = getDb()
			.select({ email: users.email })
			.from(users)
			.where(eq(users.email, simUser.email))
			.get()
		expect(firstMember?.email).toBe(simUser.email)
		expect(simUser.email).not.toMatch(/partenaires\+/)
		const key = getDb()
			.select()
			.from(charityOnboardings)
			.where(eq(charityOnboardings.charityId, charityId))
			.get()!.providerUserKey!
		// Random, not derived from the charity: a restored database cannot ask for the same key again.
		expect(key).toMatch(/^charity-user-[0-9a-f]{20}$/)
		expect(key).not.toBe(`charity-user-${charityId}`)
	})

	test('opens its pots to gifts once REGULAR, and e-mails each organiser once', async () => {
		const provider = createSandboxProvider()
		expect(await refreshCharityVerification(provider, charityId)).toBe(false)
		expect(mailsTo(organiserEmail)).toEqual([])
		const userId = getDb().select().from(charities).where(eq(charities.id, charityId)).get()!.providerUserId!
		validateKycForDemo(userId)
		// The payment jobs' sweep finds it (a lost KYC notification): the other demo charities are verified already.
		expect(await refreshUnverifiedCharities(provider)).toBe(1)
		expect(await refreshUnverifiedCharities(provider)).toBe(0)
		const mails = mailsTo(organiserEmail)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.subject).toBe('Votre cagnotte peut recevoir des dons')
		expect(mails[0]!.text).toContain(`/participate/${potId}`)
		// A second report changes nothing and sends nothing.
		expect(await refreshCharityVerification(provider, charityId)).toBe(true)
		expect(markCharityVerified(charityId)).toBe(false)
		expect(mailsTo(organiserEmail)).toHaveLength(1)
		// The pot takes gifts now, and no longer waits on the dashboard.
		expect((await loadPayablePot(String(potId))).id).toBe(potId)
		expect(potsAwaitingVerification().pots.map((p) => p.potId)).not.toContain(potId)
		const page = await call(potLoader, `/participate/${potId}`, { params: { id: String(potId) } })
		expect(page.body).toMatchObject({ suspension: null })
	})
})
