import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createSession } from '#app/auth/session.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { derivedMessages, generic, kycMessages, paymentMessages } from '#app/lib/messages.ts'
import { KYC_MAX_FILE_BYTES } from '#app/donations/company-kyc.server.ts'
import { kycPendingMessages } from '#app/lib/donations/kyc-messages.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { createSandboxControl } from '#app/payments/sandbox/index.server.ts'
import { action as detailsAction, loader as detailsLoader } from '#app/routes/create.$type.details.tsx'
import { action, loader } from '#app/routes/participate.$type.$id.kyc.tsx'
import { kycDocuments, pots, users } from '#db/schema/index.ts'
import { simKycDocuments } from '#db/schema/sandbox.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { context, cookiesOf, run } from './request.ts'

useSeededAppDatabase()
const BASE = 'http://localhost:3000'
const UPLOADS = [
	'registration_proof',
	'identity_proof',
	'identity_proof_back',
	'articles_of_association',
	'shareholder_declaration',
]
const uploadsDir = () => path.join(process.env.DATA_DIR!, 'uploads')

let companyPot: number
let companyId: number
let companyCookie: string
let png: Uint8Array<ArrayBuffer>
const pdf = new TextEncoder().encode(
	'%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

beforeAll(async () => {
	const db = getDb()
	companyPot = db
		.select({ id: pots.id })
		.from(pots)
		.where(eq(pots.name, 'Challenge solidaire Atelier Lumière 2026'))
		.get()!.id
	companyId = db
		.select({ id: users.id })
		.from(users)
		.where(eq(users.email, 'contact@atelier-lumiere.demo'))
		.get()!.id
	companyCookie = cookiesOf(
		new Response(null, { headers: await createSession(companyId, new Request(BASE)) }),
	)
	png = new Uint8Array(
		await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e7348f' } })
			.png()
			.toBuffer(),
	)
}, 60_000)

beforeEach(() => {
	getDb().delete(kycDocuments).run()
})

/** The form as a browser sends it: the five file inputs in order, the empty ones as empty nameless files. */
function kycRequest(
	url: string,
	fields: Record<string, string | File>,
	cookie: string | null = companyCookie,
) {
	const body = new FormData()
	for (const [key, value] of Object.entries(fields)) if (!UPLOADS.includes(key)) body.set(key, value)
	for (const name of UPLOADS)
		body.set(name, fields[name] ?? new File([], '', { type: 'application/octet-stream' }))
	return new Request(new URL(url, BASE), { method: 'POST', body, headers: cookie ? { cookie } : {} })
}

function post(
	fields: Record<string, string | File>,
	{
		query = '?amount=5000&tip=0',
		type = 'company',
		potId = companyPot,
		cookie = companyCookie as string | null,
	} = {},
) {
	const request = kycRequest(`/participate/${type}/${potId}/kyc${query}`, fields, cookie)
	return run(() => action({ request, params: { type, id: String(potId) }, context: context() }))
}

const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type })
type Result = { result: { error?: Record<string, string[] | null> } }
const errorsOf = (body: unknown) => (body as Result).result.error ?? {}
const listUploads = () =>
	fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir(), { recursive: true }).map(String).sort() : []
const rows = () => getDb().select().from(kycDocuments).where(eq(kycDocuments.userId, companyId)).all()
const simDocument = (id: string | null) =>
	getSandboxDb()
		.select()
		.from(simKycDocuments)
		.where(eq(simKycDocuments.id, id ?? ''))
		.get()

describe('company KYC page', () => {
	test('a png and a pdf are sent to the provider and recorded; nothing is written to disk', async () => {
		const before = listUploads()
		const res = await post({
			registration_proof: file(png, 'kbis.png', 'image/png'),
			articles_of_association: file(pdf, 'statuts.pdf', 'application/pdf'),
		})
		expect(res.location).toBe(`/participate/${companyPot}/payment?amount=5000&tip=0`)
		expect(res.headers.get('set-cookie')).toContain('donnons_toast')
		const recorded = rows()
		expect(recorded.map((r) => r.type).sort()).toEqual(['ARTICLES_OF_ASSOCIATION', 'REGISTRATION_PROOF'])
		for (const row of recorded) {
			expect(row.status).toBe('VALIDATION_ASKED')
			expect(row.providerDocumentId).toBeTruthy()
			expect(simDocument(row.providerDocumentId)).toMatchObject({
				status: 'VALIDATION_ASKED',
				pageCount: 1,
				type: row.type,
			})
		}
		// The account's provider user was created on demand.
		expect(getDb().select().from(users).where(eq(users.id, companyId)).get()!.providerUserId).toBeTruthy()
		expect(listUploads()).toEqual(before)
	})

	test('the manager’s identity is the legal representative’s (IDENTITY_PROOF_LEAD, an IDENTITY_PROOF at the provider); its back is a second page, or its own document when alone', async () => {
		const both = await post({
			identity_proof: file(png, 'recto.png', 'image/png'),
			identity_proof_back: file(png, 'verso.png', 'image/png'),
		})
		expect(both.location).toMatch(/\/payment\?/)
		const [identity] = rows()
		expect(rows()).toHaveLength(1)
		expect(identity).toMatchObject({ type: 'IDENTITY_PROOF_LEAD', status: 'VALIDATION_ASKED' })
		expect(simDocument(identity!.providerDocumentId)).toMatchObject({ type: 'IDENTITY_PROOF', pageCount: 2 })

		getDb().delete(kycDocuments).run()
		const backOnly = await post({ identity_proof_back: file(png, 'verso.png', 'image/png') })
		expect(backOnly.location).toMatch(/\/payment\?/)
		expect(rows()).toEqual([
			expect.objectContaining({ type: 'IDENTITY_PROOF_LEAD', status: 'VALIDATION_ASKED' }),
		])
		expect(simDocument(rows()[0]!.providerDocumentId)?.type).toBe('IDENTITY_PROOF')
	})

	test('a file over 7 340 032 bytes gets the message under its field and nothing is sent', async () => {
		const big = new Uint8Array(KYC_MAX_FILE_BYTES + 1)
		big.set(png)
		const res = await post({
			registration_proof: file(png, 'kbis.png', 'image/png'),
			articles_of_association: file(big, 'statuts.png', 'image/png'),
		})
		expect(res.status).toBe(400)
		expect(errorsOf(res.body).articles_of_association).toEqual([kycMessages.fileTooLarge])
		expect(errorsOf(res.body).registration_proof ?? null).toBeNull()
		expect(rows()).toHaveLength(0)
	})

	test('a file of exactly 7 340 032 bytes is accepted', async () => {
		const limit = new Uint8Array(KYC_MAX_FILE_BYTES)
		limit.set(png)
		const res = await post({ shareholder_declaration: file(limit, 'actionnaires.png', 'image/png') })
		expect(res.location).toMatch(/\/payment\?/)
		expect(rows()).toEqual([
			expect.objectContaining({ type: 'SHAREHOLDER_DECLARATION', status: 'VALIDATION_ASKED' }),
		])
	})

	test('a text file renamed .pdf is refused by its content', async () => {
		const res = await post({
			identity_proof: file(png, 'recto.png', 'image/png'),
			registration_proof: file(
				new TextEncoder().encode('Ceci est un simple texte.\n'),
				'kbis.pdf',
				'application/pdf',
			),
		})
		expect(res.status).toBe(400)
		expect(errorsOf(res.body).registration_proof).toEqual([derivedMessages.kycFileTypeInvalid])
		expect(rows()).toHaveLength(0)
	})

	test('with no file at all, the company goes on to the payment without a notice', async () => {
		const res = await post({}, { query: '?amount=2500&tip=100' })
		expect(res.location).toBe(`/participate/${companyPot}/payment?amount=2500&tip=100`)
		expect(res.headers.get('set-cookie') ?? '').not.toContain('donnons_toast')
		expect(rows()).toHaveLength(0)
	})

	test('a type waiting for the provider’s check is not sent again, even by two forms at once', async () => {
		const kbis = () => file(png, 'kbis.png', 'image/png')
		expect((await post({ registration_proof: kbis() })).location).toMatch(/\/payment\?/)
		const again = await post({
			registration_proof: kbis(),
			articles_of_association: file(pdf, 'statuts.pdf', 'application/pdf'),
		})
		expect(again.status).toBe(400)
		expect(errorsOf(again.body)).toEqual({ registration_proof: [kycPendingMessages.alreadyPending] })
		expect(rows().map((row) => row.type)).toEqual(['REGISTRATION_PROOF'])

		// Once the provider has answered, the type may be sent again.
		getSandboxDb()
			.update(simKycDocuments)
			.set({ status: 'REFUSED' })
			.where(eq(simKycDocuments.id, rows()[0]!.providerDocumentId!))
			.run()
		expect((await post({ registration_proof: kbis() })).location).toMatch(/\/payment\?/)
		expect(rows().map((row) => row.status)).toEqual(['REFUSED', 'VALIDATION_ASKED'])

		getDb().delete(kycDocuments).run()
		const both = await Promise.all([
			post({ shareholder_declaration: file(pdf, 'a.pdf', 'application/pdf') }),
			post({ shareholder_declaration: file(pdf, 'b.pdf', 'application/pdf') }),
		])
		expect(both.map((res) => res.status).sort()).toEqual([302, 400])
		expect(rows()).toHaveLength(1)
	})

	test('a provider failure gives the generic message and keeps the form', async () => {
		await createSandboxControl().injectFault('createKycDocument', 'http_500')
		const res = await post({ registration_proof: file(png, 'kbis.png', 'image/png') })
		expect(res.status).toBe(502)
		expect(errorsOf(res.body)['']).toEqual([generic.error])
		expect(rows().every((row) => row.status === 'CREATED')).toBe(true)
	})

	test('an account the provider cannot know yet gets its profile message', async () => {
		const db = getDb()
		const bare = db
			.insert(users)
			.values({
				email: 'sans-societe@exemple.fr',
				role: 'enterprise',
				firstName: 'Nina',
				lastName: 'Roy',
				passwordHash: 'x',
				termsAcceptedAt: new Date(),
			})
			.returning({ id: users.id })
			.get().id
		const cookie = cookiesOf(new Response(null, { headers: await createSession(bare, new Request(BASE)) }))
		const res = await post({ registration_proof: file(png, 'kbis.png', 'image/png') }, { cookie })
		expect(res.status).toBe(400)
		expect(errorsOf(res.body)['']).toEqual([paymentMessages.companyMissingSirenOrLegalForm])
		expect(getDb().select().from(kycDocuments).where(eq(kycDocuments.userId, bare)).all()).toHaveLength(0)
	})

	test('without an amount in the query, the page asks for the contribution and the tip', async () => {
		const page = await run(() =>
			loader({
				request: new Request(`${BASE}/participate/company/${companyPot}/kyc`, {
					headers: { cookie: companyCookie },
				}),
				params: { type: 'company', id: String(companyPot) },
				context: context(),
			}),
		)
		expect(page.body).toMatchObject({ contribution: null, maxFileBytes: KYC_MAX_FILE_BYTES })

		const missing = await post({ amount: '', tip: '0' }, { query: '' })
		expect(errorsOf(missing.body).amount).toEqual([paymentMessages.amountRequired])
		const small = await post({ amount: '0,50', tip: '0' }, { query: '' })
		expect(errorsOf(small.body).amount).toEqual([paymentMessages.amountMinimum])
		const ok = await post({ amount: '1 234,50', tip: '200' }, { query: '' })
		expect(ok.location).toBe(`/participate/${companyPot}/payment?amount=123450&tip=200`)
	})

	test('login is required; a wrong type or pot goes home', async () => {
		const url = `${BASE}/participate/company/${companyPot}/kyc?amount=5000&tip=0`
		const anonymousPage = await run(() =>
			loader({
				request: new Request(url),
				params: { type: 'company', id: String(companyPot) },
				context: context(),
			}),
		)
		expect(anonymousPage.location).toBe(
			`/login?${new URLSearchParams({
				redirectTo: `/participate/company/${companyPot}/kyc?amount=5000&tip=0`,
			})}`,
		)
		const anonymousPost = await post(
			{ registration_proof: file(png, 'kbis.png', 'image/png') },
			{ cookie: null },
		)
		expect(anonymousPost.location).toMatch(/^\/login\?redirectTo=/)
		expect(rows()).toHaveLength(0)

		const get = (type: string, id: string) =>
			run(() =>
				loader({
					request: new Request(`${BASE}/participate/${type}/${id}/kyc`, {
						headers: { cookie: companyCookie },
					}),
					params: { type, id },
					context: context(),
				}),
			)
		expect((await get('association', String(companyPot))).location).toBe('/')
		expect((await get('company', '999999')).location).toBe('/')
		expect((await get('company', 'abc')).location).toBe('/')
		expect((await get('particular', String(companyPot))).location).toBeNull()
	})
})

describe('pot creation continuation', () => {
	test('a company that records a pot is sent to its KYC page with the success notice', async () => {
		const flow = await run(() =>
			detailsLoader({
				request: new Request(`${BASE}/create/company/details?evt=12&assoc=7`, {
					headers: { cookie: companyCookie },
				}),
				params: { type: 'company' },
				context: context(),
			}),
		)
		const cookie = `${companyCookie}; ${cookiesOf(new Response(null, { headers: flow.headers }))}`
		const body = new FormData()
		for (const [key, value] of Object.entries({
			intent: 'save',
			event_type: '12',
			name: 'Course solidaire KYC',
			closing_date: '',
			description: '<p>Chaque kilomètre compte !</p>',
			sharing: 'SHOW',
		}))
			body.set(key, value)
		const res = await run(() =>
			detailsAction({
				request: new Request(`${BASE}/create/company/details`, { method: 'POST', body, headers: { cookie } }),
				params: { type: 'company' },
				context: context(),
			}),
		)
		const pot = getDb().select().from(pots).where(eq(pots.name, 'Course solidaire KYC')).get()!
		expect(res.location).toBe(`/participate/company/${pot.id}/kyc`)
		expect(res.headers.get('set-cookie')).toContain('donnons_toast')
	})
})
