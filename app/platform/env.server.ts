import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { parseFeeSetting } from '../lib/payouts/payouts.ts'
import { parseRateLimitSetting } from '../lib/payments/provider-quota.ts'
import { settingsMessages } from '../lib/settings-messages.ts'
import { isSiteFiguresSetting } from '../lib/site/key-figures.ts'

const schema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	DATA_DIR: z.string().min(1).default('./data'),
	SESSION_SECRET: z.string().min(32, settingsMessages.sessionSecretShort).optional(),
	PUBLIC_URL: z.string().url().optional(),
	SMTP_URL: z.string().url().optional(),
	MAIL_FROM: z.string().default('Donnons <bonjour@donnons.localhost>'),
	MANGOPAY_CLIENT_ID: z.string().optional(),
	MANGOPAY_API_KEY: z.string().optional(),
	MANGOPAY_BASE_URL: z.string().url().optional(),
	/** Multiplies every rate limit (the end-to-end tests raise them; never below 1). */
	RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).default(1),
	/** Facebook login (remix-auth-oauth2); without them the demo uses a local stand-in provider. */
	FACEBOOK_CLIENT_ID: z.string().optional(),
	FACEBOOK_CLIENT_SECRET: z.string().optional(),
	FACEBOOK_AUTHORIZATION_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
	FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
	FACEBOOK_PROFILE_URL: z.string().url().default('https://graph.facebook.com/v19.0/me'),
	/** The site's host as the legal notice names it (LCEN art. 6): name, address, phone; unset when self-hosted. */
	HOSTING_PROVIDER: z.string().trim().min(1).max(300).optional(),
	/** Allows the demo conveniences (outbox page, sandbox controls) in production mode: never on a real deployment. */
	DEMO_MODE: z.enum(['true', 'false']).optional(),
	/** Runs a production (non-demo) server on the sandbox simulator, e.g. a staging site: every page says so. */
	PAYMENT_SANDBOX: z.enum(['true', 'false']).optional(),
	/** The platform's fee on payouts (ADR 027): `none` (default), `percent:N` (0.01 to 20) or `plan`. */
	PLATFORM_FEE: z
		.string()
		.default('none')
		.refine((value) => parseFeeSetting(value) !== null, { message: settingsMessages.platformFee }),
	/**
	 * `accepted` when the platform signed Mangopay's liability amendment for payee name checks: payouts then go
	 * to accounts whose check is NO_MATCH or MATCH_NOT_POSSIBLE. Unset (default): they are held (ADR 030).
	 */
	MANGOPAY_VOP_LIABILITY: z.enum(['accepted', 'refused']).optional(),
	/** The provider's call quota when support raised it (default Mangopay's: 2300/15m,4500/30m,8800/1h,105600/24h). */
	PROVIDER_RATE_LIMITS: rateLimitSetting('PROVIDER_RATE_LIMITS'),
	/** « Donnons en chiffres »: `database` (counted), `spec` (the demo's default) or `charities=100+,collected=2000000,…`. */
	SITE_FIGURES: z
		.string()
		.optional()
		.refine((value) => value === undefined || isSiteFiguresSetting(value), {
			message: settingsMessages.siteFigures,
		}),
	/** The quota the sandbox simulator enforces with 429 (default Mangopay's); scaled down by the burst benchmark. */
	SANDBOX_RATE_LIMITS: rateLimitSetting('SANDBOX_RATE_LIMITS'),
	/** Server processes on one DATA_DIR (issue 29, server/cluster.js): one per core in production; 1 by default. */
	WEB_CONCURRENCY: z
		.string()
		.optional()
		.refine((value) => value === undefined || webConcurrencyOf(value) !== null, {
			message: settingsMessages.webConcurrency(maxWebConcurrency(), os.availableParallelism()),
		})
		.transform((value) => (value === undefined ? 1 : webConcurrencyOf(value)!)),
})

/** Up to two processes a core: more only adds memory and lock waits. */
function maxWebConcurrency() {
	return os.availableParallelism() * 2
}

function webConcurrencyOf(value: string) {
	if (!/^\d{1,3}$/.test(value.trim())) return null
	const count = Number(value.trim())
	return count >= 1 && count <= maxWebConcurrency() ? count : null
}

function rateLimitSetting(name: string) {
	return z
		.string()
		.optional()
		.refine((value) => value === undefined || parseRateLimitSetting(value) !== null, {
			message: settingsMessages.rateLimits(name),
		})
}

export type Env = z.infer<typeof schema> & {
	SESSION_SECRET: string
	DATA_DIR: string
	isProduction: boolean
	isDemo: boolean
	paymentProvider: 'sandbox' | 'mangopay'
}

let cached: Env | undefined

/** Settings a server cannot start with: every problem at once, in French (server.js prints them, no stack). */
export class ConfigurationError extends Error {
	constructor(readonly problems: string[]) {
		super(
			[
				settingsMessages.heading(problems.length),
				...problems.map((p) => `  - ${p}`),
				settingsMessages.footer,
			].join('\n'),
		)
		this.name = 'ConfigurationError'
	}
}

/** A zod issue as one French line naming the setting (the schema's own messages are French already). */
function problemOf(issue: z.ZodIssue): string {
	const name = issue.path.join('.')
	if (issue.code === 'custom' || (issue.code === 'too_small' && issue.type === 'string')) return issue.message
	if (issue.code === 'invalid_string' && issue.validation === 'url') return settingsMessages.url(name)
	if (issue.code === 'invalid_enum_value') return settingsMessages.oneOf(name, issue.options.map(String))
	if (issue.code === 'invalid_type' && issue.expected === 'number') return settingsMessages.number(name)
	if (issue.code === 'too_small' || issue.code === 'too_big' || issue.code === 'not_finite')
		return settingsMessages.number(name)
	return settingsMessages.invalid(name)
}

/**
 * Reads and validates the environment once. Outside production, a missing SESSION_SECRET is generated
 * and kept in DATA_DIR so sessions survive restarts; in production it must be set explicitly. Every problem is
 * found before any is reported: a {@link ConfigurationError} lists them all.
 */
export function getEnv(source: Record<string, string | undefined> = process.env): Env {
	if (cached && source === process.env) return cached
	const parsed = schema.safeParse(source)
	const problems = parsed.success ? [] : parsed.error.issues.map(problemOf)
	const isProduction = source.NODE_ENV === 'production'
	const isDemo = source.DEMO_MODE ? source.DEMO_MODE === 'true' : !isProduction
	const realDeployment = isProduction && !isDemo
	if (realDeployment && !source.SESSION_SECRET) problems.push(settingsMessages.sessionSecretMissing)
	if (realDeployment && !source.PUBLIC_URL) problems.push(settingsMessages.publicUrlMissing)
	const provider = choosePaymentProvider(source, realDeployment)
	if (provider.problem) problems.push(provider.problem)
	if (!parsed.success || problems.length > 0) throw new ConfigurationError(problems)
	const raw = parsed.data
	const dataDir = path.resolve(raw.DATA_DIR)
	const env: Env = {
		...raw,
		DATA_DIR: dataDir,
		SESSION_SECRET: raw.SESSION_SECRET ?? readOrCreateSecret(dataDir),
		isProduction,
		isDemo,
		paymentProvider: provider.name,
	}
	if (source === process.env) cached = env
	return env
}

/**
 * Mangopay when its credentials are set; the sandbox simulator (fictitious money) otherwise, which a real
 * production deployment only accepts when PAYMENT_SANDBOX=true asks for it explicitly.
 */
function choosePaymentProvider(
	raw: Record<string, string | undefined>,
	realDeployment: boolean,
): { name: Env['paymentProvider']; problem?: string } {
	const hasMangopay = Boolean(raw.MANGOPAY_CLIENT_ID && raw.MANGOPAY_API_KEY)
	const sandboxAsked = raw.PAYMENT_SANDBOX === 'true'
	if (hasMangopay && sandboxAsked) return { name: 'mangopay', problem: settingsMessages.paymentsBoth }
	if (hasMangopay) return { name: 'mangopay' }
	if (realDeployment && !sandboxAsked) return { name: 'sandbox', problem: settingsMessages.paymentsMissing }
	return { name: 'sandbox' }
}

/**
 * The start-up warning of a server whose payments are fictitious, loud when it is a production deployment
 * (PAYMENT_SANDBOX=true); null when real payments are on or outside production.
 */
export function sandboxWarning(env: Env): string | null {
	if (env.paymentProvider !== 'sandbox' || !env.isProduction) return null
	if (env.isDemo) return 'Demo mode: payments go through the sandbox simulator, no real money moves.'
	const line = '!'.repeat(78)
	return [
		line,
		'!! PAYMENT_SANDBOX=true: this production server takes NO real payment.',
		'!! Donations, mandates and tax receipts go through the sandbox simulator: the money is fictitious.',
		'!! Every page shows a banner saying so. Never use this setting on the public site.',
		line,
	].join('\n')
}

/** Reads the environment again on next use: each test file of a worker sets its own DATA_DIR. */
export function forgetEnv() {
	cached = undefined
}

function readOrCreateSecret(dataDir: string) {
	fs.mkdirSync(dataDir, { recursive: true })
	const file = path.join(dataDir, 'session-secret')
	try {
		return fs.readFileSync(file, 'utf8').trim()
	} catch {
		const secret = crypto.randomBytes(32).toString('hex')
		fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
		return fs.readFileSync(file, 'utf8').trim()
	}
}
