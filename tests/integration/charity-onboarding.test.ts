import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { processPendingEvents } from '#app/donations/provider-events.server.ts'
import { refusalReasonLabel } from '#app/lib/charity-space/charity-onboarding.ts'
import { generic, kycMessages, paymentMessages } from '#app/lib/messages.ts'
import { onboardingMessages } from '#app/lib/charity-space/onboarding-messages.ts'
import { recordProviderEvent } from '#app/payments/events.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { createSandboxControl } from '#app/payments/sandbox/index.server.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import * as overview from '#app/routes/association-espace.$charityId.inscription._index.tsx'
import * as bank from '#app/routes/association-espace.$charityId.inscription.compte-bancaire.tsx'
import * as identity from '#app/routes/association-espace.$charityId.inscription.identite.tsx'
import * as documents from '#app/routes/association-espace.$charityId.inscription.justificatifs.tsx'
import * as representative from '#app/routes/association-espace.$charityId.inscription.representant.tsx'
import { charities, charityKycDocuments, charityOnboardings, payoutBankAccounts } from '#db/schema/index.ts'
import { simKycDocuments, simUsers } from '#db/schema/sandbox.ts'
import { DEMO_UNVERIFIED_CHARITY } from '#db/seed-demo.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity } from '#tests/support/fixtures/donations.ts'
import { context, run } from './request.ts'
import { call, cookieOf, makeMember, makeOperator } from '#tests/support/fixtures/staff.ts'
import * as adminCharity from '#app/routes/admin.associations.$id.tsx'
import { REPRESENTATIVE_FORM } from '#tests/support/onboarding-forms.ts'

/** The charity onboarding (ADR 028) through its routes, on a real SQLite file and the sandbox provider. */

useSeededAppDatabase()
const control = createSandboxControl({ webhookUrl: 'http://127.0.0.1:9/unused' })

let charityId = 0
let otherCharityId = 0
let cookie: string | null = null
let png: Uint8Array<ArrayBuffer>
/** Over the provider's 32 KB minimum for an identity proof (1 KB for the others). */
const pdf = new TextEncoder().encode(
	`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%${' '.repeat(33 * 1024)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
)

const path = (step = '') => `/association-espace/${charityId}/inscription${step}`
const params = () => ({ charityId: String(charityId) })

beforeAll(async () => {
	// The demo charity that has not registered at the provider yet: its onboarding creates its legal user.
	charityId = getDb()
		.select({ id: charities.id })
		.from(charities)
		.where(eq(charities.slug, DEMO_UNVERIFIED_CHARITY))
		.get()!.id
	otherCharityId = demoCharity('ASSOCIATION').id
	cookie = await cookieOf(makeMember('inscription-membre', charityId).id)
	png = new Uint8Array(
		await sharp({
			create: {
				width: 160,
				height: 160,
				channels: 3,
				background: '#e7348f',
				noise: { type: 'gaussian', mean: 128, sigma: 40 },
			},
		})
			.png()
			.toBuffer(),
	)
}, 60_000)

const IDENTITY = {
	legal_name: 'Association des Tests Solidaires',
	legal_form: 'ASSOCIATION_1901',
	legal_id_type: 'SIREN',
	legal_id: '732 829 320',
	legal_category: 'PUBLIC_UTILITY',
	decree_date: '14/07/1990',
	address_line_1: '12 rue des Lilas',
	post_code: '75011',
	city: 'Paris',
	country_iso: 'FR',
}

/** One document's upload as the browser sends it (the type in the query, the file in the body). */
function upload(type: string, file: File, forCharity = charityId) {
	const body = new FormData()
	body.set('document', file)
	const request = new Request(
		`http://localhost:3000/association-espace/${forCharity}/inscription/justificatifs?type=${type}`,
		{ method: 'POST', body, headers: cookie ? { cookie } : {} },
	)
	return run(() =>
		documents.action({ request, params: { charityId: String(forCharity) }, context: context() } as never),
	)
}

const documentsPage = async () =>
	(await call(documents.loader, path('/justificatifs'), { cookie, params: params() })).body as Awaited<
		ReturnType<typeof documents.loader>
	>
const progressOf = async (type: string) => (await documentsPage()).documents.find((d) => d.type === type)

function latestRow(type: 'REGISTRATION_PROOF' | 'ARTICLES_OF_ASSOCIATION' | 'IDENTITY_PROOF') {
	return getDb()
		.select()
		.from(charityKycDocuments)
		.where(and(eq(charityKycDocuments.charityId, charityId), eq(charityKycDocuments.type, type)))
		.orderBy(charityKycDocuments.id)
		.all()
		.at(-1)!
}

describe('charity onboarding', () => {
	test('identity: a wrong SIREN is refused in French; a valid one is saved on the charity', async () => {
		const wrong = await call(identity.action, path('/identite'), {
			cookie,
			params: params(),
			form: { ...IDENTITY, legal_id: '732829321' },
		})
		expect(wrong.status).toBe(400)
		expect(JSON.stringify(wrong.body)).toContain(onboardingMessages.sirenInvalid)
		const before = getDb().select().from(charities).where(eq(charities.id, charityId)).get()!
		const receiptFieldsBefore = {
			legalCategory: before.legalCategory,
			publicUtilityDecreeDate: before.publicUtilityDecreeDate,
			addressLine1: before.addressLine1,
			city: before.city,
		}
		const saved = await call(identity.action, path('/identite'), { cookie, params: params(), form: IDENTITY })
		expect(saved.status).toBe(302)
		expect(saved.location).toBe(path())
		const charityRow = () => getDb().select().from(charities).where(eq(charities.id, charityId)).get()!
		expect(charityRow()).toMatchObject({ legalIdType: 'SIREN', legalId: '732829320' })
		// What the receipts print (they read `charities`) waits for an operator (ADR 033).
		expect(charityRow()).toMatchObject(receiptFieldsBefore)
		const form = await call(identity.loader, path('/identite'), { cookie, params: params() })
		expect(JSON.stringify(form.body)).toContain('12 rue des Lilas')
		expect(form.body).toMatchObject({ legal: { waiting: true, rejectionReason: null } })
		const operator = await cookieOf(makeOperator('inscription-operateur').id)
		const admin = (intent: string, reason?: string) =>
			call(adminCharity.action, `/admin/associations/${charityId}`, {
				cookie: operator,
				params: { id: String(charityId) },
				form: reason === undefined ? { intent } : { intent, reason },
			})
		const page = await call(adminCharity.loader, `/admin/associations/${charityId}`, {
			cookie: operator,
			params: { id: String(charityId) },
		})
		expect(page.body).toMatchObject({ legal: { proposed: { addressLine1: '12 rue des Lilas' } } })
		expect((await admin('approve-legal')).status).toBe(302)
		expect(charityRow()).toMatchObject({
			legalCategory: 'PUBLIC_UTILITY',
			publicUtilityDecreeDate: '1990-07-14',
			addressLine1: '12 rue des Lilas',
			city: 'Paris',
		})
		// A later change refused: the receipts keep the approved one.
		await call(identity.action, path('/identite'), {
			cookie,
			params: params(),
			form: { ...IDENTITY, address_line_1: '1 place Fausse' },
		})
		await admin('reject-legal', 'Adresse introuvable')
		expect(charityRow().addressLine1).toBe('12 rue des Lilas')
		const refused = await call(identity.loader, path('/identite'), { cookie, params: params() })
		expect(refused.body).toMatchObject({ legal: { waiting: false, rejectionReason: 'Adresse introuvable' } })
	})

	test('documents wait for the identity and the representative', async () => {
		const page = await documentsPage()
		expect(page.ready).toBe(false)
		const refused = await upload('REGISTRATION_PROOF', new File([pdf], 'recepisse.pdf'))
		expect(refused.status).toBe(400)
		expect(refused.body).toMatchObject({ message: onboardingMessages.identityFirst })
	})

	test('representative: saved, then the provider user is the real one (no placeholder left)', async () => {
		const minor = await call(representative.action, path('/representant'), {
			cookie,
			params: params(),
			form: { ...REPRESENTATIVE_FORM, birth_date: '2015-01-01' },
		})
		expect(minor.status).toBe(400)
		const saved = await call(representative.action, path('/representant'), {
			cookie,
			params: params(),
			form: REPRESENTATIVE_FORM,
		})
		expect(saved.status).toBe(302)
		const row = getDb()
			.select()
			.from(charityOnboardings)
			.where(eq(charityOnboardings.charityId, charityId))
			.get()!
		expect(row.providerSyncedAt).not.toBeNull()
		const providerUserId = getDb().select().from(charities).where(eq(charities.id, charityId)).get()!
			.providerUserId!
		const simUser = getSandboxDb().select().from(simUsers).where(eq(simUsers.id, providerUserId)).get()!
		expect(simUser).toMatchObject({ firstName: 'Jeanne', lastName: 'Martin', name: IDENTITY.legal_name })
		// A later change of the identity is sent again to the provider.
		const renamed = await call(identity.action, path('/identite'), {
			cookie,
			params: params(),
			form: { ...IDENTITY, legal_name: `${IDENTITY.legal_name} (ATS)` },
		})
		expect(renamed.status).toBe(302)
		expect(getSandboxDb().select().from(simUsers).where(eq(simUsers.id, providerUserId)).get()!.name).toBe(
			`${IDENTITY.legal_name} (ATS)`,
		)
		// Leaving and coming back: the forms show what was saved.
		const again = await call(representative.loader, path('/representant'), { cookie, params: params() })
		expect(again.body).toMatchObject({ values: { first_name: 'Jeanne', birth_date: '12-03-1970' } })
		const steps = (await call(overview.loader, path(), { cookie, params: params() })).body as Awaited<
			ReturnType<typeof overview.loader>
		>
		expect(steps.steps.map((s) => s.done)).toEqual([true, true, false, false])
	})

	test('a file is checked by its content and its size', async () => {
		const text = await upload('REGISTRATION_PROOF', new File(['pas un pdf'], 'faux.pdf'))
		expect(text.status).toBe(400)
		expect(text.body).toMatchObject({ field: 'document', message: onboardingMessages.fileTypeInvalid })
		const empty = await upload('REGISTRATION_PROOF', new File([], ''))
		expect(empty.body).toMatchObject({ message: onboardingMessages.documentRequired })
		const small = await upload('IDENTITY_PROOF', new File([pdf.slice(0, 2000)], 'petit.pdf'))
		expect(small.body).toMatchObject({ field: 'document', message: onboardingMessages.identityFileTooSmall })
		const unknownType = await upload('ADDRESS_PROOF', new File([pdf], 'a.pdf'))
		expect(unknownType.status).toBe(400)
		// Over the limit: the message under the document, whether the parser stops or leaves the file out.
		const big = await upload('REGISTRATION_PROOF', new File([new Uint8Array(7_340_033)], 'gros.pdf'))
		expect(big.status).toBe(400)
		expect(big.body).toMatchObject({ field: 'document', message: kycMessages.fileTooLarge })
	})

	test('documents are sent, validated or refused by the sandbox, and a refused one sent again', async () => {
		for (const [type, file] of [
			['REGISTRATION_PROOF', new File([pdf], 'recepisse.pdf')],
			['ARTICLES_OF_ASSOCIATION', new File([pdf], 'statuts.pdf')],
			['IDENTITY_PROOF', new File([png], 'identite.png')],
		] as const) {
			const sent = await upload(type, file)
			expect(sent.status, type).toBe(302)
			expect(latestRow(type).status).toBe('VALIDATION_ASKED')
		}
		expect((await progressOf('IDENTITY_PROOF'))?.progress).toBe('pending')
		const twice = await upload('IDENTITY_PROOF', new File([png], 'identite.png'))
		expect(twice.status).toBe(409)
		expect(twice.body).toMatchObject({ message: onboardingMessages.documentNotReplaceable })

		await control.reviewKyc(latestRow('REGISTRATION_PROOF').providerDocumentId!, 'VALIDATED')
		await control.reviewKyc(latestRow('ARTICLES_OF_ASSOCIATION').providerDocumentId!, 'VALIDATED')
		await control.reviewKyc(latestRow('IDENTITY_PROOF').providerDocumentId!, 'REFUSED', 'DOCUMENT_UNREADABLE')
		// The page asks the provider again: statuses and the refusal's reason.
		const identityDoc = await progressOf('IDENTITY_PROOF')
		expect(identityDoc).toMatchObject({
			progress: 'refused',
			canUpload: true,
			refusal: refusalReasonLabel('DOCUMENT_UNREADABLE'),
		})
		expect((await progressOf('REGISTRATION_PROOF'))?.progress).toBe('validated')
		const refusedRow = latestRow('IDENTITY_PROOF')
		expect(refusedRow).toMatchObject({ status: 'REFUSED', refusedReasonType: 'DOCUMENT_UNREADABLE' })

		// The provider failing is a clear message, not a 500; nothing is left that blocks a new upload.
		await control.injectFault('createKycDocument', 'http_500')
		const failed = await upload('IDENTITY_PROOF', new File([png], 'identite-lisible.png'))
		expect(failed.status).toBe(502)
		expect(failed.body).toMatchObject({ message: generic.error })
		expect((await progressOf('IDENTITY_PROOF'))?.canUpload).toBe(true)

		const resent = await upload('IDENTITY_PROOF', new File([png], 'identite-lisible.png'))
		expect(resent.status).toBe(302)
		const newRow = latestRow('IDENTITY_PROOF')
		expect(newRow.id).toBeGreaterThan(refusedRow.id)
		expect(newRow.providerDocumentId).not.toBe(refusedRow.providerDocumentId)
		// This time the notification brings the result (KYC_SUCCEEDED), without the page.
		await control.reviewKyc(newRow.providerDocumentId!, 'VALIDATED')
		recordProviderEvent({
			eventType: 'KYC_SUCCEEDED',
			resourceId: newRow.providerDocumentId!,
			date: Math.floor(Date.now() / 1000),
		})
		expect(latestRow('IDENTITY_PROOF').status).toBe('VALIDATION_ASKED')
		await processPendingEvents(await getPaymentProvider())
		expect(latestRow('IDENTITY_PROOF').status).toBe('VALIDATED')
		expect((await progressOf('IDENTITY_PROOF'))?.progress).toBe('validated')
		const providerUserId = getDb().select().from(charities).where(eq(charities.id, charityId)).get()!
			.providerUserId!
		expect(
			getSandboxDb().select().from(simUsers).where(eq(simUsers.id, providerUserId)).get()!.kycLevel,
		).toBe('REGULAR')
		const simDocs = getSandboxDb()
			.select()
			.from(simKycDocuments)
			.where(eq(simKycDocuments.userId, providerUserId))
			.all()
		expect(simDocs.map((d) => d.pageCount)).toEqual([1, 1, 1, 1])
	})

	test('bank account: checked, registered at the provider, shown masked, replaceable', async () => {
		const account = {
			holder_name: 'Association des Tests Solidaires',
			iban: 'FR76 3000 4000 0312 3456 7890 144',
			address_line_1: '12 rue des Lilas',
			post_code: '75011',
			city: 'Paris',
			country_iso: 'FR',
		}
		const wrong = await call(bank.action, path('/compte-bancaire'), {
			cookie,
			params: params(),
			form: account,
		})
		expect(wrong.status).toBe(400)
		expect(JSON.stringify(wrong.body)).toContain(paymentMessages.ibanInvalid)
		const first = await call(bank.action, path('/compte-bancaire'), {
			cookie,
			params: params(),
			form: { ...account, iban: 'FR7630004000031234567890143' },
		})
		expect(first.status).toBe(302)
		const shown = await call(bank.loader, path('/compte-bancaire'), { cookie, params: params() })
		expect(shown.body).toMatchObject({ account: { iban: 'FR76 **** **** **** **** ***0 143' } })
		const second = await call(bank.action, path('/compte-bancaire'), {
			cookie,
			params: params(),
			form: { ...account, iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' },
		})
		expect(second.status).toBe(302)
		const accounts = getDb()
			.select()
			.from(payoutBankAccounts)
			.where(eq(payoutBankAccounts.charityId, charityId))
			.orderBy(payoutBankAccounts.id)
			.all()
		expect(accounts.map((a) => a.status)).toEqual(['REPLACED', 'ACTIVE'])
		const steps = (await call(overview.loader, path(), { cookie, params: params() })).body as Awaited<
			ReturnType<typeof overview.loader>
		>
		expect(steps.complete).toBe(true)
	})

	test("a member of this charity cannot send another charity's documents", async () => {
		const other = await upload('REGISTRATION_PROOF', new File([pdf], 'recepisse.pdf'), otherCharityId)
		expect(other.status).toBe(404)
		expect(
			getDb()
				.select()
				.from(charityKycDocuments)
				.where(eq(charityKycDocuments.charityId, otherCharityId))
				.all(),
		).toEqual([])
	})
})
