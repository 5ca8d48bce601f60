import { closePaymentProvider, getPaymentProvider } from '#app/payments/index.server.ts'
import { assertMangopayConfig } from '#app/payments/mangopay/config.server.ts'
import { startReshuffles } from '#app/catalogue/shuffle.server.ts'
import { startPaymentJobs } from '#app/donations/jobs.server.ts'
import { startFlowInspector } from '#app/flows/inspect.server.ts'
import { setAttachmentRenderer } from '#app/mail/attachments.server.ts'
import { startMailWorker } from '#app/mail/mail-worker.server.ts'
import { renderAttachment } from '#app/receipts/attachments.server.ts'
import { runStatementJob } from '#app/receipts/statement-job.server.ts'
import { purgeExpiredRecords } from '#db/maintenance.server.ts'
import { type Checkpointer, startCheckpointer } from '#db/checkpointer.server.ts'
import { databaseFile } from '#db/client.server.ts'
import { lockDataDir } from '#db/server-lock.server.ts'
import { prepareDatabase } from '#db/startup.server.ts'
import {
	type CspOptions,
	contentSecurityDirectives,
	paymentFormSources,
} from '#app/platform/content-security.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv, sandboxWarning, type Env } from '#app/platform/env.server.ts'
import { leadOnOneProcess } from '#app/platform/leases.server.ts'

/** The settings the Express server (server.js) needs: it reads no environment variable the app validates. */
export type ServerSettings = Pick<
	Env,
	| 'NODE_ENV'
	| 'PORT'
	| 'DATA_DIR'
	| 'PUBLIC_URL'
	| 'isProduction'
	| 'isDemo'
	| 'paymentProvider'
	| 'WEB_CONCURRENCY'
>

/**
 * What this process is (issue 29, server/cluster.js): `single` serves and runs everything (WEB_CONCURRENCY=1);
 * `primary` only prepares the data directory and forks the workers; a `worker` serves, and runs the background
 * jobs when it holds their lease.
 */
export type ServerRole = 'single' | 'primary' | 'worker'

export type ServerStart = {
	role: ServerRole
	settings: ServerSettings
	/** The pages' Content-Security-Policy, for helmet (app/platform/content-security.ts). */
	contentSecurityDirectives<Nonce>(
		o: Omit<CspOptions<Nonce>, 'formActionSources'>,
	): ReturnType<typeof contentSecurityDirectives<Nonce>>
	/** Stops the background work and closes the database (graceful shutdown, once the HTTP server closed). */
	close(): Promise<void>
}

/** The background work: the hourly purge and statements, the payment jobs, the re-shuffles, the mail worker. */
function startJobs() {
	const hourly = () => {
		purgeExpiredRecords(getDb())
		// In January, each donor's statement of the year just ended (once per donor and year).
		runStatementJob().catch((error: unknown) => console.error('The yearly statements failed:', error))
	}
	const purge = setInterval(hourly, 60 * 60 * 1000).unref()
	const stopPaymentJobs = startPaymentJobs()
	// The charities' shuffled order: drawn now if it never was, then every six hours (ADR 019).
	const stopReshuffles = startReshuffles()
	// Sends the outbox's queued mails (those a previous process left first), with retries.
	const stopMailWorker = startMailWorker()
	return () => {
		clearInterval(purge)
		stopPaymentJobs()
		stopReshuffles()
		stopMailWorker()
	}
}

/**
 * The app's part of the server start-up, exported by the server build (entry.server.tsx) so that the server
 * process loads the app's modules once, from the build: validates the environment (throws the readable list
 * of problems), takes the data directory's lock (one server per DATA_DIR), applies the migrations and the demo
 * data, checks the payment settings, then starts the hourly purge, the payment jobs and the mail worker.
 * With WEB_CONCURRENCY > 1 (server/cluster.js) the primary does the first part once and starts no job; each
 * worker (`clusterWorker`) skips it and runs the jobs only while it holds their lease (one worker at a time).
 * It wires every domain, so it sits at the app's root, above them all (eslint/layers.js).
 */
export async function startServer({ clusterWorker = false, cluster = true } = {}): Promise<ServerStart> {
	const env = getEnv()
	// Not under Vite (development): one process, whatever WEB_CONCURRENCY says.
	const role: ServerRole = clusterWorker
		? 'worker'
		: cluster && env.WEB_CONCURRENCY > 1
			? 'primary'
			: 'single'
	// The mails' attached documents (tax receipts, yearly statements) are drawn by app/receipts.
	setAttachmentRenderer(renderAttachment)
	// One server per data directory: a second one refuses to start (db/server-lock.server.ts). Its workers run
	// under the primary's lock, on the database it prepared before forking them.
	const lock = role === 'worker' ? null : lockDataDir(env.DATA_DIR)
	let checkpointer: Checkpointer | null = null
	if (role !== 'worker') {
		const warning = sandboxWarning(env)
		if (warning) console.warn(warning)
		await prepareDatabase(getDb(), env.DATA_DIR, { demo: env.isDemo })
		// The simulator's file too is migrated once, here: drizzle's migrator reads before its BEGIN, so two
		// workers migrating it at once could both apply the same migration.
		if (role === 'primary' && env.paymentProvider === 'sandbox')
			(await import('#app/payments/sandbox/db.server.ts')).getSandboxDb()
		// The WAL checkpoints, once per data directory, on a thread: not in a request's COMMIT (ADR 068).
		const files = [databaseFile(env.DATA_DIR)]
		if (env.paymentProvider === 'sandbox')
			files.push((await import('#app/payments/sandbox/db.server.ts')).sandboxDatabaseFile(env.DATA_DIR))
		checkpointer = startCheckpointer(files)
	}
	// Fails fast on mixed-up Mangopay settings (ADR 008).
	await getPaymentProvider()
	// XSTATE_INSPECT=1 in development: the running flows in Stately's inspector (docs/machines.md).
	if (!env.isProduction && role !== 'primary') await startFlowInspector()

	let stopJobs = () => {}
	if (role === 'single') stopJobs = startJobs()
	if (role === 'worker') {
		// Renewed every 5 s, held 15 s: a worker that dies is replaced as the jobs' leader within 20 s.
		const leadership = leadOnOneProcess({
			name: 'jobs',
			start: () => {
				console.log(`Background jobs run in worker ${process.pid}.`)
				return startJobs()
			},
		})
		stopJobs = () => leadership.stop()
	}
	const formActionSources = paymentFormSources({
		paymentProvider: env.paymentProvider,
		mangopayBaseUrl: env.paymentProvider === 'mangopay' ? assertMangopayConfig(process.env).baseUrl : null,
	})

	return {
		role,
		settings: {
			NODE_ENV: env.NODE_ENV,
			PORT: env.PORT,
			DATA_DIR: env.DATA_DIR,
			PUBLIC_URL: env.PUBLIC_URL,
			isProduction: env.isProduction,
			isDemo: env.isDemo,
			paymentProvider: env.paymentProvider,
			WEB_CONCURRENCY: env.WEB_CONCURRENCY,
		},
		contentSecurityDirectives: (o) => contentSecurityDirectives({ ...o, formActionSources }),
		async close() {
			stopJobs()
			await checkpointer?.stop()
			getDb().$client.close()
			await closePaymentProvider()
			lock?.release()
		},
	}
}
