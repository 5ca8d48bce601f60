import { type MangopayConfig } from './client.server.ts'

const MANGOPAY_SANDBOX_URL = 'https://api.sandbox.mangopay.com'
const MANGOPAY_PRODUCTION_URL = 'https://api.mangopay.com'

type MangopayEnv = {
	NODE_ENV?: string
	DEMO_MODE?: string
	MANGOPAY_CLIENT_ID?: string
	MANGOPAY_API_KEY?: string
	MANGOPAY_BASE_URL?: string
}

/**
 * Checks the Mangopay settings and returns the adapter's configuration, refusing the obvious mix-ups:
 * credentials half set, Sandbox on a real production deployment, the live API from a development or
 * demonstration machine. Messages name the variables to fix.
 */
export function assertMangopayConfig(env: MangopayEnv): MangopayConfig {
	const clientId = env.MANGOPAY_CLIENT_ID?.trim()
	const apiKey = env.MANGOPAY_API_KEY?.trim()
	const isProduction = env.NODE_ENV === 'production'
	const isDemo = env.DEMO_MODE ? env.DEMO_MODE === 'true' : !isProduction
	if (!clientId || !apiKey) {
		const missing = [!clientId && 'MANGOPAY_CLIENT_ID', !apiKey && 'MANGOPAY_API_KEY']
			.filter(Boolean)
			.join(' and ')
		throw new Error(
			`Mangopay is not configured: ${missing} ${
				missing.includes(' and ') ? 'are' : 'is'
			} missing. Set both MANGOPAY_CLIENT_ID ` +
				'and MANGOPAY_API_KEY (from the Mangopay dashboard), or neither to use the sandbox simulator.',
		)
	}
	const raw = env.MANGOPAY_BASE_URL?.trim()
	if (!raw && isProduction && !isDemo) {
		throw new Error(
			`MANGOPAY_BASE_URL is required when NODE_ENV=production: set it to ${MANGOPAY_PRODUCTION_URL} ` +
				'(the SDK would otherwise default to the Sandbox).',
		)
	}
	let url: URL
	try {
		url = new URL(raw || MANGOPAY_SANDBOX_URL)
	} catch {
		throw new Error(`MANGOPAY_BASE_URL is not a valid URL: ${raw}`)
	}
	const host = url.hostname.toLowerCase()
	const isSandboxHost = host === 'api.sandbox.mangopay.com'
	const isProductionHost = host === 'api.mangopay.com'
	if (isSandboxHost && isProduction && !isDemo) {
		throw new Error(
			`MANGOPAY_BASE_URL points to the Mangopay Sandbox (${url.origin}) while NODE_ENV=production: no real payment ` +
				`would be taken. Use ${MANGOPAY_PRODUCTION_URL} with production credentials, or set DEMO_MODE=true for a demonstration.`,
		)
	}
	if (isProductionHost && !(isProduction && !isDemo)) {
		throw new Error(
			`MANGOPAY_BASE_URL points to the live Mangopay API (${url.origin}) outside a production deployment ` +
				`(NODE_ENV=${env.NODE_ENV ?? 'development'}${isDemo ? ', demo mode' : ''}): real money would move. ` +
				`Use ${MANGOPAY_SANDBOX_URL} with Sandbox credentials.`,
		)
	}
	if (isProduction && !isDemo && url.protocol !== 'https:') {
		throw new Error(`MANGOPAY_BASE_URL must use https in production, got ${url.origin}.`)
	}
	return { clientId, apiKey, baseUrl: url.origin }
}
