import { spawn } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { settlePayIn } from '#app/donations/ledger.server.ts'
import { runMailQueue } from '#app/mail/mail-worker.server.ts'
import {
	deliverMail,
	getOutboxMail,
	latestMailTo,
	MAIL_MAX_ATTEMPTS,
	mailRetryDelayMs,
	queueMail,
	sendMail,
} from '#app/mail/mailer.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { donations } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import { useLocalSmtpServer } from './smtp-server.ts'
import { workerBundle } from '#tests/support/worker-bundle.ts'

// tests/integration/workers/settle-pay-ins.ts, prebuilt: started with plain node (tests/support/worker-bundle.ts).
const settlePayIns = await workerBundle('settle-pay-ins')

/**
 * No lost e-mail: a mail is written in the transaction of the change that causes it, and
 * the mail worker sends what is queued — after a crash, after an SMTP failure (with backoff), up to a cap.
 */

useSeededAppDatabase()

/** Set by a test: the next SMTP connection is left unanswered, so that the test can kill the sender. */
let onConnect: (() => void) | null = null
const smtp = useLocalSmtpServer({
	holdConnection: () => {
		if (!onConnect) return false
		onConnect()
		return true
	},
})
const received = smtp.received

const mail = (to: string) => ({
	to,
	kind: 'test',
	subject: 'Essai',
	text: 'Bonjour.',
	html: '<p>Bonjour.</p>',
})
const sentTo = (address: string) => received.filter((m) => m.rcptTo.includes(address)).length
const later = (ms: number) => new Date(Date.now() + ms)

/** A donation of a receipt-issuing charity whose pay-in is known, not yet settled. */
function pendingDonation(label: string) {
	const donor = makeDonor(label)
	const payInId = `outbox-${label}-${Date.now()}`
	const donation = getDb()
		.insert(donations)
		.values({
			potId: makePot(demoCharity('GENERATED').id).id,
			donorId: donor.id,
			amountCents: 4200,
			method: 'CARD',
			providerPayInId: payInId,
			attemptKey: `outbox-${payInId}`,
		})
		.returning()
		.get()
	return { donor, donation, payInId }
}

const success = (id: string) => ({
	id,
	status: 'SUCCEEDED' as const,
	resultCode: '000000',
	resultMessage: 'Success',
	executedAt: Math.floor(Date.now() / 1000),
})

function withTrigger(table: string, run: () => Promise<unknown>) {
	const sqlite = getDb().$client
	sqlite.exec(
		`CREATE TRIGGER test_refuse BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
	)
	return run().finally(() => sqlite.exec('DROP TRIGGER test_refuse'))
}

describe('the mail and its cause, one transaction', () => {
	test('a success whose transaction rolls back leaves no mail', async () => {
		const { donor, donation, payInId } = pendingDonation('rollback')
		await expect(withTrigger('tax_receipts', () => settlePayIn(success(payInId)))).rejects.toThrow(/refused/)
		expect(getDb().select().from(donations).where(eq(donations.id, donation.id)).get()?.status).toBe(
			'CREATED',
		)
		expect(latestMailTo(donor.email)).toBeUndefined()
	})

	test('a confirmation that cannot be written undoes the success: it is applied again later, with its mail', async () => {
		const { donor, donation, payInId } = pendingDonation('outbox-refused')
		await expect(withTrigger('mail_outbox', () => settlePayIn(success(payInId)))).rejects.toThrow(/refused/)
		expect(getDb().select().from(donations).where(eq(donations.id, donation.id)).get()?.status).toBe(
			'CREATED',
		)
		await settlePayIn(success(payInId))
		expect(getDb().select().from(donations).where(eq(donations.id, donation.id)).get()?.status).toBe(
			'SUCCEEDED',
		)
		expect(latestMailTo(donor.email)?.kind).toBe('donation-confirmed')
	})

	test('a mail queued in a transaction that rolls back is not in the outbox', () => {
		expect(() =>
			getDb().transaction((tx) => {
				queueMail(tx, mail('annule@exemple.fr'), { smtpUrl: smtp.url })
				throw new Error('rolled back')
			}),
		).toThrow('rolled back')
		expect(latestMailTo('annule@exemple.fr')).toBeUndefined()
	})
})

describe('the mail worker', () => {
	test('a confirmation left by a process killed while sending it is sent by the worker later', async () => {
		const { donor, donation, payInId } = pendingDonation('crash')
		const child = spawn(process.execPath, [settlePayIns, payInId], {
			env: { ...process.env, NODE_ENV: 'test', SMTP_URL: smtp.url },
			stdio: ['ignore', 'ignore', 'pipe'],
		})
		// kill -9 as the process starts talking to the SMTP server: after the commit, before any mail left.
		onConnect = () => child.kill('SIGKILL')
		const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
			child.on('exit', (_code, killed) => resolve(killed)),
		)
		onConnect = null
		expect(signal).toBe('SIGKILL')
		expect(getDb().select().from(donations).where(eq(donations.id, donation.id)).get()?.status).toBe(
			'SUCCEEDED',
		)
		expect(sentTo(donor.email)).toBe(0)
		const row = latestMailTo(donor.email)!
		expect(row).toMatchObject({ kind: 'donation-confirmed', status: 'queued' })

		// The killed sender's lease runs out; then the next pass sends it, once.
		expect(await runMailQueue({ smtpUrl: smtp.url, now: later(60_000) })).toBe(0)
		await runMailQueue({ smtpUrl: smtp.url, now: later(10 * 60_000) })
		expect(sentTo(donor.email)).toBe(1)
		expect(getOutboxMail(row.id)?.status).toBe('sent')
		await runMailQueue({ smtpUrl: smtp.url, now: later(60 * 60_000) })
		expect(sentTo(donor.email)).toBe(1)
		// Its child process starts the application under tsx: more than 20 s on a loaded machine (load 14–17,
		// s18-suite), and a test cut short left its last queue runs to send the next test's mail.
	}, 60_000)

	test('an SMTP failure is retried after a backoff, then the mail goes out', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		const result = await sendMail(mail('retry@exemple.fr'), { smtpUrl: smtp.closedPortUrl })
		expect(result.status).toBe('queued')
		const row = getOutboxMail(result.id)!
		expect(row).toMatchObject({ status: 'queued', attempts: 1, sentAt: null })
		expect(row.error).toMatch(/ECONNREFUSED|connect/i)
		expect(row.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(50_000)
		expect(logged).toHaveBeenCalledOnce()

		// Not before its time…
		await runMailQueue({ smtpUrl: smtp.url, now: later(30_000) })
		expect(sentTo('retry@exemple.fr')).toBe(0)
		// …then sent.
		await runMailQueue({ smtpUrl: smtp.url, now: later(mailRetryDelayMs(1) + 1000) })
		expect(sentTo('retry@exemple.fr')).toBe(1)
		expect(getOutboxMail(result.id)).toMatchObject({ status: 'sent', attempts: 2, error: null })
	})

	test('the delays double, and after the cap the mail is marked failed', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {})
		const { id } = await sendMail(mail('cap@exemple.fr'), { smtpUrl: smtp.closedPortUrl })
		let now = Date.now()
		const delays: number[] = []
		for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
			const before = getOutboxMail(id)!
			delays.push(before.nextAttemptAt!.getTime() - now)
			now = before.nextAttemptAt!.getTime()
			await runMailQueue({ smtpUrl: smtp.closedPortUrl, now: new Date(now) })
			expect(getOutboxMail(id)?.attempts).toBe(attempt)
		}
		expect(delays[0]).toBeGreaterThan(55_000)
		expect(delays.slice(1, 4)).toEqual([120_000, 240_000, 480_000])
		expect(getOutboxMail(id)).toMatchObject({
			status: 'failed',
			attempts: MAIL_MAX_ATTEMPTS,
			nextAttemptAt: null,
		})
		await runMailQueue({ smtpUrl: smtp.url, now: new Date(now + 24 * 3600_000) })
		expect(sentTo('cap@exemple.fr')).toBe(0)
	})

	test('two senders at once send a row once', async () => {
		const id = queueMail(getDb(), mail('once@exemple.fr'), { smtpUrl: smtp.url })
		await Promise.all([
			deliverMail(id, { smtpUrl: smtp.url }),
			deliverMail(id, { smtpUrl: smtp.url }),
			runMailQueue({ smtpUrl: smtp.url }),
		])
		expect(sentTo('once@exemple.fr')).toBe(1)
		expect(getOutboxMail(id)).toMatchObject({ status: 'sent', attempts: 1 })
	})
})
