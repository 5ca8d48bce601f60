import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { parseWithZod } from '@conform-to/zod'
import { isPlausibleBirthDate, LoginSchema, registrationSchema } from '#app/lib/account/account-schemas.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { authMessages, derivedMessages, generic } from '#app/lib/messages.ts'
import { representativePath, staffLanding, type AuthQuery } from '#app/lib/auth/post-login.ts'
import { suspensionMessages } from '#app/lib/admin/admin-messages.ts'
import { sendMail } from '#app/mail/mailer.server.ts'
import { welcomeEmail } from '#app/mail/templates.server.ts'
import { absoluteUrl } from '#app/mail/urls.server.ts'
import { checkHoneypot } from '#app/platform/honeypot.server.ts'
import { accountFromRegistration, registerAccount, verifyLogin } from './accounts.server.ts'
import { clearLoginFailures, loginWaitSeconds, recordLoginFailure } from './login-throttle.server.ts'
import { allowAttempt } from './rate-limit.server.ts'
import { createSession } from './session.server.ts'
import { staffHome } from './staff.server.ts'
import { type AccountRole, dashboardPath } from '#app/lib/account/account-kind.ts'
import { loginRetryMessage } from '#app/lib/auth/login-throttle.ts'

/** `home`: the operators' or charity members' space, where they land when nothing else was asked. */
type SignedIn = { id: number; role: AccountRole; companyId: number | null; home?: string | null }
/** What happens once the visitor is signed in (a redirect); the session cookie is added to it. */
export type Finish = (user: SignedIn) => Promise<Response> | Response

async function signIn(user: SignedIn, request: Request, finish: Finish) {
	const response = await finish(user)
	for (const cookie of (await createSession(user.id, request)).getSetCookie())
		response.headers.append('set-cookie', cookie)
	return response
}

/** The usual ending: a company just registered completes its representative, anyone else goes on. */
export function finishWith(next: (role: AccountRole) => string, query: AuthQuery): Finish {
	return (user) =>
		redirect(
			user.companyId
				? representativePath(user.companyId, query)
				: (staffLanding(user.home, query) ?? next(user.role)),
		)
}

/** The login form's action: checks, rate limits, then opens a session and redirects. */
export async function loginAction(form: FormData, request: Request, context: AppLoadContext, finish: Finish) {
	checkHoneypot(form)
	const submission = parseWithZod(form, { schema: LoginSchema })
	if (submission.status !== 'success') {
		return data(
			{ intent: 'login' as const, result: submission.reply({ hideFields: ['password'] }) },
			{ status: 400 },
		)
	}
	const { email, password } = submission.value
	const refuse = (message: string, status: number, headers?: HeadersInit) =>
		data(
			{
				intent: 'login' as const,
				result: submission.reply({ formErrors: [message], hideFields: ['password'] }),
			},
			{ status, headers },
		)
	// Failures only are counted, per (account, address) and per address: the owner signing in from another
	// address is never held back by someone guessing (app/lib/auth/login-throttle.ts).
	const ip = context.clientIp
	const wait = loginWaitSeconds(email, ip)
	if (wait > 0) return refuse(loginRetryMessage(wait), 429, { 'Retry-After': String(wait) })
	const user = await verifyLogin(email, password)
	if (!user) {
		recordLoginFailure(email, ip)
		return refuse(derivedMessages.wrongCredentials, 400)
	}
	clearLoginFailures(email, ip)
	if (user.suspended) return refuse(suspensionMessages.accountSuspended, 403)
	return signIn({ id: user.id, role: user.role, companyId: null, home: staffHome(user.id) }, request, finish)
}

/**
 * The registration form's action. An individual is signed in and sent on; a company account is created
 * and signed in, then sent to the legal representative form (docs/requirements.md#spec-1-4).
 */
export async function registerAction(
	form: FormData,
	request: Request,
	context: AppLoadContext,
	finish: Finish,
) {
	checkHoneypot(form)
	const accountType = form.get('account_type') === 'enterprise' ? 'enterprise' : 'private'
	const submission = parseWithNotice(form, registrationSchema(new Date(), accountType))
	const reply = (options: Parameters<typeof submission.reply>[0], status: number) =>
		data(
			{
				intent: 'register' as const,
				result: submission.reply({ ...options, hideFields: ['password', 'password_confirmation'] }),
			},
			{ status },
		)
	if (submission.status !== 'success') return reply({}, 400)
	if (!isPlausibleBirthDate(submission.value.birth_date, new Date())) {
		const message = accountType === 'enterprise' ? authMessages.serverInvalidBirthDate : generic.invalidDate
		return reply({ fieldErrors: { birth_date: [message] } }, 400)
	}
	if (!allowAttempt('register', context.clientIp, submission.value.email)) {
		return reply({ formErrors: [derivedMessages.tooManyAttempts] }, 429)
	}
	const created = await registerAccount(accountFromRegistration(submission.value))
	if (!created) return reply({ fieldErrors: { email: [derivedMessages.emailTaken] } }, 400)
	await sendMail({
		to: created.user.email,
		kind: 'welcome',
		...welcomeEmail({
			firstName: created.user.firstName,
			dashboardUrl: absoluteUrl(request, dashboardPath(created.companyId ? 'enterprise' : 'private')),
		}),
	})
	return signIn(
		{ id: created.user.id, role: created.user.role, companyId: created.companyId },
		request,
		finish,
	)
}
