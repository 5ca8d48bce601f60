import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { z } from 'zod'
import { getEnv } from './env.server.ts'
import { combineHeaders } from '../lib/http.ts'
import { truncateText } from '../lib/truncate.ts'

// A toast rides in a cookie, which browsers (and Remix) refuse past 4 096 bytes: a message that quotes what a
// visitor typed (an e-mail address, a name) is cut so that the redirect it comes with never fails after the
// action has been done. 600 characters, even all of them two-byte letters, stay under the limit once signed
// and encoded.
const MAX_TITLE = 120
const MAX_DESCRIPTION = 600

const ToastSchema = z.object({
	id: z.string().default(() => Math.random().toString(36).slice(2)),
	type: z.enum(['success', 'error', 'info']).default('info'),
	title: z
		.string()
		.transform((title) => truncateText(title, MAX_TITLE))
		.optional(),
	description: z.string().transform((description) => truncateText(description, MAX_DESCRIPTION)),
})
export type ToastInput = z.input<typeof ToastSchema>

const toastKey = 'toast'

/** The toast's cookie storage of the current settings, built once per settings object. */
const storages = new WeakMap<object, ReturnType<typeof makeStorage>>()

function storage() {
	const env = getEnv()
	let kept = storages.get(env)
	if (!kept) storages.set(env, (kept = makeStorage(env)))
	return kept
}

function makeStorage(env: ReturnType<typeof getEnv>) {
	return createCookieSessionStorage({
		cookie: {
			name: 'donnons_toast',
			sameSite: 'lax', // CSRF protection is advised if changing to 'none'
			path: '/',
			httpOnly: true,
			secrets: [env.SESSION_SECRET],
			secure: env.PUBLIC_URL?.startsWith('https:') ?? false,
		},
	})
}

/** A one-time message carried by a cookie across the redirect that follows a form post. */
export async function createToastHeaders(input: ToastInput) {
	const session = await storage().getSession()
	session.flash(toastKey, ToastSchema.parse(input))
	return new Headers({ 'set-cookie': await storage().commitSession(session) })
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
	return redirect(url, { ...init, headers: combineHeaders(init?.headers, await createToastHeaders(toast)) })
}

/** Reads (and consumes) the pending toast of a request. */
export async function getToast(request: Request) {
	const cookie = request.headers.get('cookie')
	// Most requests carry no toast: no session storage, no schema failure to build (every rendered page asks).
	if (!cookie?.includes('donnons_toast=')) return { toast: null, headers: null }
	const session = await storage().getSession(cookie)
	const result = ToastSchema.safeParse(session.get(toastKey))
	const toast = result.success ? result.data : null
	return {
		toast,
		headers: toast ? new Headers({ 'set-cookie': await storage().destroySession(session) }) : null,
	}
}
