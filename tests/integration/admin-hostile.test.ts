import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import * as adminCharity from '#app/routes/admin.associations.$id.tsx'
import { charityInvitations, mailOutbox } from '#db/schema/index.ts'
import { useSeededAppDatabase } from './app-db.ts'
import { demoCharity } from './donation-fixtures.ts'
import { call, cookieOf, makeOperator } from './staff-fixtures.ts'

/** What a careless or hostile operator's browser may post to /admin: never a 500, never applied twice. */

useSeededAppDatabase()
let operatorCookie: string | null = null

beforeAll(async () => {
	operatorCookie = await cookieOf(makeOperator('ops-hostile').id)
})

describe('inviting a charity member', () => {
	test('an address too long to be one is refused on its field: no invitation, no mail, no 500', async () => {
		const charity = demoCharity('GENERATED')
		const email = `${'a'.repeat(5000)}@exemple.fr`
		const sent = await call(adminCharity.action, `/admin/associations/${charity.id}`, {
			cookie: operatorCookie,
			params: { id: String(charity.id) },
			form: { intent: 'invite', email },
		})
		expect(sent.status).toBe(400)
		expect(JSON.stringify(sent.body)).toContain('Votre adresse email est invalide')
		const db = getDb()
		expect(
			db
				.select()
				.from(charityInvitations)
				.where(and(eq(charityInvitations.charityId, charity.id), eq(charityInvitations.email, email)))
				.all(),
		).toEqual([])
		expect(db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).all()).toEqual([])
	})
})
