import { spawn } from 'node:child_process'
import { and, eq, inArray } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { charities, donations, pots, taxReceipts, users } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { workerBundle } from '#tests/support/worker-bundle.ts'

// tests/integration/workers/settle-pay-ins.ts, prebuilt: started with plain node (tests/support/worker-bundle.ts).
const settlePayIns = await workerBundle('settle-pay-ins')

/**
 * Receipt numbers under concurrency (ADR 013): several processes settle hundreds of donations of three
 * charities on the same SQLite file at once; each charity's numbers for the year are then exactly 1..N —
 * no gap, no duplicate — and every donation has exactly one receipt.
 */

useSeededAppDatabase()
const PROCESSES = 4
const DONATIONS = 240

function runWorker(payInIds: string[]) {
	return new Promise<void>((resolve, reject) => {
		const child = spawn(process.execPath, [settlePayIns, ...payInIds], {
			env: { ...process.env, NODE_ENV: 'test' },
			stdio: ['ignore', 'ignore', 'pipe'],
		})
		let stderr = ''
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
		child.on('error', reject)
		child.on('exit', (code) =>
			code === 0 ? resolve() : reject(new Error(`worker exited ${code}: ${stderr}`)),
		)
	})
}

test('hundreds of donations settled by several processes: numbers 1..N per charity and year', async () => {
	const db = getDb()
	const donor = db.select().from(users).where(eq(users.email, 'marie.dupont@donnons.demo')).get()!
	// Three pots of three different charities that issue receipts.
	const targets = db
		.select({ potId: pots.id, charityId: pots.charityId })
		.from(pots)
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(eq(charities.receiptType, 'GENERATED'))
		.groupBy(pots.charityId)
		.limit(3)
		.all()
	expect(targets).toHaveLength(3)
	const payInIds: string[] = []
	db.transaction((tx) => {
		for (let i = 0; i < DONATIONS; i++) {
			const target = targets[i % targets.length]!
			const payInId = `numbering-payin-${i}`
			tx.insert(donations)
				.values({
					potId: target.potId,
					donorId: donor.id,
					amountCents: 100 + i,
					method: 'CARD',
					providerPayInId: payInId,
					attemptKey: `numbering-${i}`,
				})
				.run()
			payInIds.push(payInId)
		}
	})
	// Interleaved: each process gets donations of every charity; and each id twice, by two processes (a
	// webhook and the reconciliation racing): still one receipt per donation.
	const shares = Array.from({ length: PROCESSES }, (_, p) =>
		payInIds.filter((_, i) => i % PROCESSES === p || i % PROCESSES === (p + 1) % PROCESSES),
	)
	await Promise.all(shares.map(runWorker))

	const settled = db
		.select({ id: donations.id, status: donations.status })
		.from(donations)
		.where(inArray(donations.providerPayInId, payInIds))
		.all()
	expect(settled.filter((d) => d.status === 'SUCCEEDED')).toHaveLength(DONATIONS)
	const receipts = db
		.select()
		.from(taxReceipts)
		.where(
			inArray(
				taxReceipts.donationId,
				settled.map((d) => d.id),
			),
		)
		.all()
	expect(receipts).toHaveLength(DONATIONS)
	for (const { charityId } of targets) {
		for (const year of new Set(receipts.map((r) => r.year))) {
			// All of the charity's receipts of the year (the demo's included): exactly 1..N.
			const sequences = db
				.select({ sequence: taxReceipts.sequence, number: taxReceipts.number })
				.from(taxReceipts)
				.where(and(eq(taxReceipts.charityId, charityId), eq(taxReceipts.year, year)))
				.all()
				.map((r) => r.sequence)
				.sort((a, b) => a - b)
			expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1))
		}
	}
	for (const r of receipts) {
		expect((r.content as { number: string }).number).toBe(r.number)
		expect(r.number).toMatch(new RegExp(`^${r.year}-${String(r.charityId).padStart(4, '0')}-\\d{6}$`))
	}
}, 120_000)
