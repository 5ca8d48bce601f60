import crypto from 'node:crypto'
import { eq, isNull } from 'drizzle-orm'
import { type Db } from './client.server.ts'
import { DEMO_UNVERIFIED_CHARITY } from './seed-demo.ts'
import * as s from './schema/index.ts'

/**
 * The demo charities at the sandbox simulator (ADR 030): each gets its legal user, created with its
 * catalogue's legal details (name, identifier, head office, signatory as legal representative), and its KYB
 * validated, so that their pots take gifts as a verified charity's would. One charity is left unverified, to
 * show a pot waiting for its charity's registration. Only for the sandbox: a real provider verifies nobody
 * this way. Charities that already have a user are left alone (idempotent).
 */
export async function verifyDemoCharities(db: Db) {
	const { createSandboxProvider } = await import('#app/payments/sandbox/index.server.ts')
	const { validateKycForDemo } = await import('#app/payments/sandbox/kyc.server.ts')
	const provider = createSandboxProvider()
	const rows = db.select().from(s.charities).where(isNull(s.charities.providerUserId)).all()
	let verified = 0
	for (const charity of rows) {
		if (charity.slug === DEMO_UNVERIFIED_CHARITY) continue
		const [firstName = 'Camille', ...rest] = (charity.signatoryName ?? 'Camille Martin').split(' ')
		const { userId } = await provider.createLegalUser(
			{
				category: 'OWNER',
				legalPersonType: 'ORGANIZATION',
				name: charity.name,
				email: `contact@${charity.slug.slice(0, 40)}.demo.donnons.org`,
				companyNumber: charity.legalId ?? undefined,
				headquartersAddress:
					charity.addressLine1 && charity.postCode
						? {
								addressLine1: charity.addressLine1,
								postalCode: charity.postCode,
								city: charity.city ?? 'Paris',
								country: 'FR',
							}
						: undefined,
				legalRepresentative: { firstName, lastName: rest.join(' ') || 'Martin' },
				termsAccepted: true,
				tag: `demo-charity-${charity.slug.slice(0, 40)}`,
			},
			{ idempotencyKey: `demo-${crypto.randomUUID()}`.slice(0, 36) },
		)
		validateKycForDemo(userId)
		db.update(s.charities)
			.set({ providerUserId: userId, providerVerifiedAt: new Date() })
			.where(eq(s.charities.id, charity.id))
			.run()
		verified++
	}
	return verified
}

/**
 * The same for a demo data directory other than this process's (the benchmarks seed one, then start a server
 * on it): the simulator's file of `dataDir` receives the charities' users, and is closed afterwards.
 */
export async function verifyDemoCharitiesIn(db: Db, dataDir: string) {
	const { forgetEnv } = await import('#app/platform/env.server.ts')
	const { closeSandboxDb } = await import('#app/payments/sandbox/db.server.ts')
	const previous = process.env.DATA_DIR
	process.env.DATA_DIR = dataDir
	forgetEnv()
	try {
		return await verifyDemoCharities(db)
	} finally {
		closeSandboxDb()
		if (previous === undefined) delete process.env.DATA_DIR
		else process.env.DATA_DIR = previous
		forgetEnv()
	}
}
