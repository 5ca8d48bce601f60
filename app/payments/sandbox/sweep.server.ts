import { expireCardPayIns } from './cards.server.ts'
import { getSandboxDb, now } from './core.server.ts'
import { applyLateFailures, expireStaleMandates, settleDueDirectDebits } from './direct-debit.server.ts'
import { reviewMockedKyc } from './kyc.server.ts'
import { settlePayouts } from './transfers.server.ts'
import { expireBankWires } from './wires.server.ts'

/**
 * Everything time does on the simulator's clock: unconfirmed mandates expire after 1 h, direct debits
 * settle after their charge date (Fickle ones fail late), wires fail after a month, stale card pay-ins
 * fail, tag-mocked KYC documents are reviewed, payouts are processed. Runs on reads and on advanceTime().
 */
export function sweepSandbox() {
	const db = getSandboxDb()
	db.transaction((tx) => {
		const at = now(tx)
		expireStaleMandates(tx, at)
		settleDueDirectDebits(tx, at)
		applyLateFailures(tx, at)
		expireBankWires(tx, at)
		expireCardPayIns(tx, at)
		reviewMockedKyc(tx, at)
		settlePayouts(tx, at)
	})
}
