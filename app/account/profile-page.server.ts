import { type SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { type SessionUser } from '#app/auth/session.server.ts'
import { isPlausibleBirthDate } from '#app/lib/account/account-schemas.ts'
import { maxBirthDateProfile } from '#app/lib/dates.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import {
	authMessages,
	derivedMessages,
	generic,
	potMessages,
	profileMessages,
	toastTitles,
} from '#app/lib/messages.ts'
import { paymentProfileProblem } from '#app/lib/donations/payment-profile.ts'
import {
	companyAccountSchema,
	companySchema,
	credentialsSchema,
	privateAccountSchema,
	safeReturnPath,
} from '#app/lib/account/profile-schemas.ts'
import { paymentProfileOf } from '#app/payments/parties.server.ts'
import {
	isUploadLimitError,
	oversizedFiles,
	readForm as readRequestForm,
} from '#app/platform/forms.server.ts'
import { isUpload } from '#app/platform/image-uploads.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { changeCredentials } from './credentials.server.ts'
import {
	loadProfile,
	saveCompany,
	saveCompanyAccount,
	saveCompanyLogo,
	savePrivateAccount,
} from './profile.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

/**
 * The two profile pages (/particular/profile, /company/profile): one loader and one action each, four
 * forms told apart by `intent` (account, company, logo, credentials). Plain posts answered by a redirect
 * with a toast, or the form's errors. `?redirectTo=` (the payment page that sent the donor here) is kept;
 * once the profile lets the account pay, a save goes back there.
 */

const MAX_LOGO_REQUEST_BYTES = 10 * 1024 * 1024
const SECRET_FIELDS = ['password', 'password_confirmation', 'current_password']

export function profilePage(request: Request, user: SessionUser) {
	const profile = loadProfile(user.id)
	if (!profile) throw httpError(404)
	const returnTo = safeReturnPath(new URL(request.url).searchParams.get('redirectTo'))
	return { profile, returnTo, maxBirthDate: maxBirthDateProfile(new Date()) }
}

async function readForm(request: Request) {
	try {
		return await readRequestForm(request, { maxFileSize: MAX_LOGO_REQUEST_BYTES, maxFiles: 1 })
	} catch (error) {
		if (isUploadLimitError(error)) return null
		throw error
	}
}

const stringOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : null)

export async function profileAction(request: Request, user: SessionUser) {
	const url = new URL(request.url)
	const here = url.pathname + url.search
	const returnTo = safeReturnPath(url.searchParams.get('redirectTo'))
	const form = await readForm(request)
	const intent = stringOf(form?.get('intent') ?? null)
	const company = user.role === 'enterprise'
	const invalid = (result: SubmissionResult<string[]>, status = 400) => data({ intent, result }, { status })

	/** Saved: back to the payment page when the account can now pay, else the profile with the toast. */
	const saved = (description: string) => {
		const profile = paymentProfileOf(user.id)
		const canPay = profile !== null && paymentProfileProblem(profile) === null
		return redirectWithToast(returnTo && canPay ? returnTo : here, {
			type: 'success',
			title: toastTitles.update,
			description,
		})
	}

	if (!form) {
		return redirectWithToast(here, {
			type: 'error',
			title: toastTitles.attention,
			description: profileMessages.logoUploadFailed,
		})
	}

	if (intent === 'account') {
		const today = new Date()
		const submission = parseWithNotice(form, company ? companyAccountSchema : privateAccountSchema(today))
		if (submission.status !== 'success') return invalid(submission.reply())
		const values = submission.value
		if ('birth_date' in values && !isPlausibleBirthDate(values.birth_date, today))
			return invalid(submission.reply({ fieldErrors: { birth_date: [authMessages.serverInvalidBirthDate] } }))
		const ok =
			'birth_date' in values
				? await savePrivateAccount(user.id, values)
				: await saveCompanyAccount(user.id, values)
		if (!ok) return invalid(submission.reply({ formErrors: [generic.error] }), 502)
		return saved(profileMessages.profileUpdated)
	}

	if (intent === 'company' && company) {
		const today = new Date()
		const submission = parseWithNotice(form, companySchema(today))
		if (submission.status !== 'success') return invalid(submission.reply())
		if (!isPlausibleBirthDate(submission.value.rep_birth_date, today))
			return invalid(
				submission.reply({ fieldErrors: { rep_birth_date: [authMessages.serverInvalidBirthDate] } }),
			)
		if (!(await saveCompany(user.id, submission.value)))
			return invalid(submission.reply({ formErrors: [generic.error] }), 502)
		return saved(profileMessages.profileUpdated)
	}

	if (intent === 'logo' && company) {
		const file = form.get('logo')
		// A logo over the limit is left out of the form: its message is the one of a logo too large.
		const stored = oversizedFiles(form).includes('logo')
			? { ok: false as const, message: potMessages.imageTooLarge }
			: isUpload(file)
				? await saveCompanyLogo(user.id, file, stringOf(form.get('logo_crop')))
				: { ok: false as const, message: derivedMessages.logoTypeInvalid }
		if (!stored.ok)
			return invalid({
				status: 'error',
				error: { '': [profileMessages.logoUploadFailed], logo: [stored.message] },
			})
		return saved(profileMessages.logoUpdated)
	}

	if (intent === 'credentials') {
		const profile = loadProfile(user.id)
		const schema = credentialsSchema({ email: user.email, hasPassword: profile?.hasPassword ?? false })
		const submission = parseWithNotice(form, schema)
		const reply = (fieldErrors?: Record<string, string[]>) =>
			submission.reply({ hideFields: SECRET_FIELDS, ...(fieldErrors ? { fieldErrors } : {}) })
		if (submission.status !== 'success') return invalid(reply())
		const outcome = await changeCredentials(user.id, submission.value, request)
		if (outcome.kind === 'wrong-password')
			return invalid(reply({ current_password: [derivedMessages.currentPasswordWrong] }))
		if (outcome.kind === 'too-many-attempts')
			return invalid(reply({ current_password: [derivedMessages.tooManyAttempts] }), 429)
		if (outcome.kind === 'email-taken') return invalid(reply({ email: [derivedMessages.emailTaken] }))
		if (outcome.kind === 'unchanged')
			return redirectWithToast(here, { type: 'info', description: derivedMessages.nothingToChange })
		const passwordDone: string = company
			? profileMessages.companyDataUpdated
			: profileMessages.passwordUpdated
		const parts: (string | null)[] = [
			outcome.passwordChanged ? passwordDone : null,
			outcome.emailChangeSent ? derivedMessages.emailChangeSent : null,
		].filter((part): part is string => part !== null)
		return redirectWithToast(here, {
			type: outcome.emailChangeSent ? 'info' : 'success',
			title: toastTitles.update,
			description: parts.join('. '),
		})
	}

	return redirectWithToast(here, {
		type: 'error',
		title: toastTitles.attention,
		description: derivedMessages.formNotSubmittedProperly,
	})
}
