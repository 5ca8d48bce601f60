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
import { lockDataDir } from '#db/server-lock.server.ts'
import { prepareDatabase } from '#db/startup.server.ts'
import {
	type CspOptions,
	contentSecurityDirectives,
	paymentFormSources,
} from '#app/platform/content-security.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv, sandboxWarning, type Env } from '#app/platform/env.server.ts'

/** The settings the Express server (server.js) needs: it reads no environment variable the app validates. */
export type ServerSettings = Pick<
	Env,
	'NODE_ENV' | 'PORT' | 'DATA_DIR' | 'PUBLIC_URL' | 'isProduction' | 'isDemo' | 'paymentProvider'
>

export type ServerStart = {
	settings: ServerSettings
	/** The pages' Content-Security-Policy, for helmet (app/platform/content-security.ts). */
	contentSecurityDirectives<Nonce>(
		o: Omit<CspOptions<Nonce>, 'formActionSources'>,
	): ReturnType<typeof contentSecurityDirectives<Nonce>>
	/** Stops the background work and closes the database (graceful shutdown, once the HTTP server closed). */
	close(): Promise<void>
}

/**
 * The app's part of the server start-up, exported by the server build (entry.server.tsx) so that the server
 * process loads the app's modules once, from the build: validates the environment (throws the readable list
 * of problems), takes the data directory's lock (one server per DATA_DIR), applies the migrations and the demo
 * data, checks the payment settings, then starts the hourly purge, the payment jobs and the mail worker.
 * It wires every domain, so it sits at the app's root, above them all (eslint/layers.js).
 */
export async function startServer(): Promise<ServerStart> {
	const env = getEnv()
	// The mails' attached documents (tax receipts, yearly statements) are drawn by app/receipts.
	setAttachmentRenderer(renderAttachment)
	// One server per data directory: a second process refuses to start (db/server-lock.server.ts).
	const lock = lockDataDir(env.DATA_DIR)
	const warning = sandboxWarning(env)
	if (warning) console.warn(warning)
	await prepareDatabase(getDb(), env.DATA_DIR, { demo: env.isDemo })
	// Fails fast on mixed-up Mangopay settings (ADR 008).
	await getPaymentProvider()
	// XSTATE_INSPECT=1 in development: the running flows in Stately's inspector (docs/machines.md).
	if (!env.isProduction) await startFlowInspector()

	const hourly = () => {
		purgeExpiredRecords(getDb())
		// In January, each donor's statement of the year just ended (once per donor and year).
		runStatementJob().catch((error: unknown) => console.error('The yearly statements failed:', error))
	}
	const purge = setInterval(hourly, 60 * 60 * 1000).unref()
	startPaymentJobs()
	// The charities' shuffled order: drawn now if it never was, then every six hours (ADR 019).
	const stopReshuffles = startReshuffles()
	// Sends the outbox's queued mails (those a previous process left first), with retries.
	const stopMailWorker = startMailWorker()
	const formActionSources = paymentFormSources({
		paymentProvider: env.paymentProvider,
		mangopayBaseUrl: env.paymentProvider === 'mangopay' ? assertMangopayConfig(process.env).baseUrl : null,
	})

	return {
		settings: {
			NODE_ENV: env.NODE_ENV,
			PORT: env.PORT,
			DATA_DIR: env.DATA_DIR,
			PUBLIC_URL: env.PUBLIC_URL,
			isProduction: env.isProduction,
			isDemo: env.isDemo,
			paymentProvider: env.paymentProvider,
		},
		contentSecurityDirectives: (o) => contentSecurityDirectives({ ...o, formActionSources }),
		async close() {
			clearInterval(purge)
			stopReshuffles()
			stopMailWorker()
			getDb().$client.close()
			await closePaymentProvider()
			lock.release()
		},
	}
}
