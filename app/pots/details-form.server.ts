import { isUploadLimitError, oversizedFiles, readForm } from '#app/platform/forms.server.ts'

import { parseWithNotice } from '#app/lib/form-validation.ts'
import { potMessages } from '#app/lib/messages.ts'
import { potDetailsSchema } from '#app/lib/pots/pot-schemas.ts'
import { parseGoalInput } from '#app/lib/pots/goal.ts'
import { imageKinds, isUpload, storeImage } from '#app/platform/image-uploads.server.ts'
import { normalizeDescriptionInput } from '#app/platform/html-sanitizer.server.ts'
import { type PotDraft } from '#machines/pot-creation.ts'
import { type AccountKind } from '#app/lib/account/account-kind.ts'

const MAX_REQUEST_FILE_BYTES = 10 * 1024 * 1024

/**
 * Reads the details form (multipart): stores the uploaded images first, so a chosen photo is kept in the
 * draft even when another field is wrong, then validates the fields. The description is sanitised.
 */
export async function readDetailsForm(
	request: Request,
	type: AccountKind,
	current: Pick<PotDraft, 'bannerPath' | 'logoPath'>,
) {
	let form: FormData
	const fileErrors: Record<string, string[]> = {}
	try {
		form = await readForm(request, { maxFileSize: MAX_REQUEST_FILE_BYTES, maxFiles: 2 })
		// An image over the limit is left out: the fields typed come back, the message is on its field.
		for (const field of oversizedFiles(form)) {
			fileErrors[field === 'logo' ? 'logo' : 'banner'] = [potMessages.imageTooLarge]
		}
	} catch (error) {
		if (!isUploadLimitError(error)) throw error
		form = new FormData()
		fileErrors.banner = [potMessages.imageTooLarge]
	}

	let bannerPath = current.bannerPath
	const banner = form.get('banner')
	if (form.get('banner_reset') === '1') bannerPath = null
	else if (isUpload(banner)) {
		const stored = await storeImage(banner, imageKinds.banner, stringOf(form.get('banner_crop')))
		if (stored.ok) bannerPath = stored.url
		else fileErrors.banner = [stored.message]
	}
	let logoPath = current.logoPath
	const logo = form.get('logo')
	if (type === 'company' && isUpload(logo)) {
		const stored = await storeImage(logo, imageKinds.logo, stringOf(form.get('logo_crop')))
		if (stored.ok) logoPath = stored.url
		else fileErrors.logo = [stored.message]
	}
	const descriptionHtml = normalizeDescriptionInput(form.get('description'))
	form.set('description', descriptionHtml)
	form.delete('banner')
	form.delete('logo')
	const submission = parseWithNotice(form, potDetailsSchema(new Date(), type))
	const raw = (key: string) => stringOf(form.get(key)) ?? ''
	/** What the draft keeps, valid or not, so nothing typed is lost. */
	const draft: PotDraft = {
		name: submission.status === 'success' ? submission.value.name : raw('name'),
		closingDate: submission.status === 'success' ? submission.value.closing_date : null,
		descriptionHtml,
		bannerPath,
		logoPath,
		color: raw('color') || null,
		sharing:
			raw('sharing') === 'SHARE' || raw('sharing') === 'SHOW' ? (raw('sharing') as 'SHARE' | 'SHOW') : null,
		goalCents: submission.status === 'success' ? submission.value.goal : readGoal(raw('goal')),
	}
	const eventTypeId = Number(raw('event_type')) || null
	const valid = submission.status === 'success' && Object.keys(fileErrors).length === 0
	/** The answer that re-renders the form: the fields' errors, and `formErrors` at the top (a failed save…). */
	const reply = (formErrors?: string[]) =>
		submission.reply(formErrors ? { fieldErrors: fileErrors, formErrors } : { fieldErrors: fileErrors })
	return {
		intent: raw('intent'),
		valid,
		draft,
		eventTypeId,
		/** The edit form's chosen charity (hidden field `assoc`, spec 2 `?evt&assoc`). */
		charity: raw('assoc') || null,
		reply,
		rawClosingDate: raw('closing_date'),
	}
}

/** An invalid form's goal: kept in the draft when it reads, dropped otherwise (its error is shown). */
function readGoal(text: string) {
	const goal = parseGoalInput(text)
	return goal.ok ? goal.goalCents : null
}

function stringOf(value: FormDataEntryValue | null) {
	return typeof value === 'string' ? value : null
}
