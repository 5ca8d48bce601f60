// A separate process writing to the test's database (DATA_DIR) as a busy server would: one donation per
// transaction, in a loop, until it is killed; "inserted N" on stdout now and then. Started by
// tests/integration/backup.test.ts.
import { getDb } from '#app/platform/db.server.ts'
import { donations } from '#db/schema/index.ts'

const [potId, donorId, prefix] = process.argv.slice(2)
const db = getDb()
let n = 0
const step = () => {
	for (let i = 0; i < 5; i++) {
		n++
		db.insert(donations)
			.values({
				potId: Number(potId),
				donorId: Number(donorId),
				amountCents: 1000 + n,
				method: 'CARD',
				attemptKey: `${prefix}-${n}`,
			})
			.run()
	}
	if (n % 50 === 0) console.log(`inserted ${n}`)
	setImmediate(step)
}
step()
