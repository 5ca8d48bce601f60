import { parseWithZod } from '@conform-to/zod'
import { and, eq, ne } from 'drizzle-orm'
import {
	isUnchangedPlainDescription,
	profileDiff,
	profileFormSchema,
	profileMessages,
	type ProfileFiles,
	type ProfileValues,
} from '#app/lib/charity-space/charity-profile.ts'
import { countryList } from '#app/lib/countries.ts'
import { isEditorHtml, plainTextToHtml } from '#app/lib/rich-text.ts'
import { getDb } from '#app/platform/db.server.ts'
import { isUploadLimitError, oversizedFiles, readForm } from '#app/platform/forms.server.ts'
import { sanitizeCharityHtml } from '#app/platform/html-sanitizer.server.ts'
import { charities, charityProfileDrafts, sdgs } from '#db/schema/index.ts'
import { applyFileFields, newUploads, removeUnusedUploads } from './profile-files.server.ts'
import { profileReferences, readPublishedProfile, type ProfileRecord } from './profile-record.server.ts'

/**
 * The members' side of a charity's profile (/association-espace/:charityId/profil, ADR 029): the open draft
 * (or the published profile when there is none), saved as a draft or sent for review.
 */

/** Four images of 2 Mo and two documents of 5 Mo: a file above this is refused by the parser itself. */
const MAX_FORM_FILE_BYTES = 6 * 1024 * 1024
const MAX_FORM_FILES = 8

/** The charity's draft that is not published yet, if any. */
function openDraft(charityId: number) {
	const row = getDb()
		.select()
		.from(charityProfileDrafts)
		.where(and(eq(charityProfileDrafts.charityId, charityId), ne(charityProfileDrafts.status, 'PUBLISHED')))
		.get()
	if (!row) return null
	return {
		...row,
		status: row.status as 'DRAFT' | 'SUBMITTED' | 'REJECTED',
		values: JSON.parse(row.valuesJson) as ProfileValues,
		files: JSON.parse(row.filesJson) as ProfileFiles,
	}
}

/** The status of the charity's open draft, or null when there is none. */
export function openDraftStatus(charityId: number) {
	return (
		(getDb()
			.select({ status: charityProfileDrafts.status })
			.from(charityProfileDrafts)
			.where(and(eq(charityProfileDrafts.charityId, charityId), ne(charityProfileDrafts.status, 'PUBLISHED')))
			.get()?.status as 'DRAFT' | 'SUBMITTED' | 'REJECTED' | undefined) ?? null
	)
}

function legalCategoryOf(charityId: number) {
	return (
		getDb()
			.select({ legalCategory: charities.legalCategory })
			.from(charities)
			.where(eq(charities.id, charityId))
			.get()?.legalCategory ?? null
	)
}

/** What the profile page shows: the draft or the published profile, its status, and the form's choices. */
export function profilePageData(charityId: number) {
	const db = getDb()
	const published = readPublishedProfile(db, charityId)
	if (!published) return null
	const draft = openDraft(charityId)
	const refs = profileReferences(db)
	return {
		status: draft?.status ?? null,
		/** Changes whenever the draft is saved or dropped: the page's form starts again from these values. */
		version: draft ? `${draft.id}-${draft.updatedAt.getTime()}` : 'published',
		rejectionReason: draft?.rejectionReason ?? null,
		submittedAt: draft?.submittedAt ?? null,
		values: draft?.values ?? published.values,
		files: draft?.files ?? published.files,
		legalCategory: legalCategoryOf(charityId),
		choices: {
			categories: refs.categories,
			regions: refs.regions,
			countries: countryList.map((c) => ({ code: c.alpha2Code, name: c.name })),
			sdgs: db.select({ number: sdgs.number, title: sdgs.title }).from(sdgs).orderBy(sdgs.number).all(),
		},
	}
}

/** The rich description as posted: the editor's HTML, or the textarea's text made paragraphs; sanitised. */
function normaliseDescription(value: FormDataEntryValue | null) {
	if (typeof value !== 'string') return ''
	return sanitizeCharityHtml(isEditorHtml(value) ? value : plainTextToHtml(value))
}

function writeDraft(
	charityId: number,
	userId: number,
	profile: ProfileRecord,
	status: 'DRAFT' | 'SUBMITTED',
) {
	const now = new Date()
	const db = getDb()
	db.transaction(
		(tx) => {
			const existing = tx
				.select({ id: charityProfileDrafts.id, status: charityProfileDrafts.status })
				.from(charityProfileDrafts)
				.where(
					and(eq(charityProfileDrafts.charityId, charityId), ne(charityProfileDrafts.status, 'PUBLISHED')),
				)
				.get()
			const common = {
				valuesJson: JSON.stringify(profile.values),
				filesJson: JSON.stringify(profile.files),
				updatedById: userId,
				updatedAt: now,
			}
			const next = status
			const submitted =
				next === 'SUBMITTED' ? { submittedAt: now, submittedById: userId, rejectionReason: null } : {}
			if (existing)
				tx.update(charityProfileDrafts)
					.set({ ...common, status: next, ...submitted })
					.where(eq(charityProfileDrafts.id, existing.id))
					.run()
			else
				tx.insert(charityProfileDrafts)
					.values({ charityId, ...common, status: next, ...submitted })
					.run()
		},
		{ behavior: 'immediate' },
	)
}

/**
 * Reads the profile form (multipart): stores and checks the uploads first, then validates and saves the draft,
 * sent for review when `intent` is `submit`; a refused form keeps none of its files. A draft that
 * changes nothing of the published profile is not sent.
 */
export async function saveProfile(request: Request, charityId: number, userId: number) {
	let form: FormData
	try {
		form = await readForm(request, { maxFileSize: MAX_FORM_FILE_BYTES, maxFiles: MAX_FORM_FILES })
	} catch (error) {
		if (!isUploadLimitError(error)) throw error
		return { ok: false as const, tooLarge: true as const }
	}
	const db = getDb()
	const published = readPublishedProfile(db, charityId)
	if (!published) return null
	const draft = openDraft(charityId)
	const start = draft ?? published
	const { files, errors } = await applyFileFields(form, start.files)
	// A file over the limit is left out: the form comes back as typed, the message under that file's field.
	for (const name of oversizedFiles(form)) errors[name] = [profileMessages.fileTooLarge]
	const postedDescription = form.get('descriptionHtml')
	form.set(
		'descriptionHtml',
		typeof postedDescription === 'string' &&
			isUnchangedPlainDescription(postedDescription, start.values.descriptionHtml)
			? start.values.descriptionHtml
			: normaliseDescription(postedDescription),
	)
	// The files are stored: the answer that re-renders the form carries only texts.
	for (const name of ['banner', 'logo', 'signature', 'slideNew', 'descDoc', 'eventDoc']) form.delete(name)
	const refs = profileReferences(db)
	const schema = profileFormSchema({
		categorySlugs: refs.categories.map((c) => c.slug),
		regionCodes: refs.regions.map((r) => r.code),
		legalCategory: legalCategoryOf(charityId),
	})
	const submission = parseWithZod(form, { schema })
	if (submission.status !== 'success' || Object.keys(errors).length) {
		// A refused form changes nothing, and what it stored leaves the public folder (ADR 033).
		const stored = newUploads(files, start.files)
		await removeUnusedUploads(stored)
		const formErrors = stored.length ? [profileMessages.filesNotKept] : []
		return { ok: false as const, reply: submission.reply({ fieldErrors: errors, formErrors }) }
	}
	const profile: ProfileRecord = { values: submission.value, files }
	const submit = form.get('intent') === 'submit'
	if (submit && profileDiff(published, profile, refs.names).length === 0)
		return {
			ok: false as const,
			reply: submission.reply({
				formErrors: [profileMessages.nothingToSubmit],
			}),
		}
	writeDraft(charityId, userId, profile, submit ? 'SUBMITTED' : 'DRAFT')
	return { ok: true as const, submitted: submit }
}

/** Drops the charity's open draft (« Abandonner mes modifications »): the published profile stays. */
export function discardDraft(charityId: number) {
	return (
		getDb()
			.delete(charityProfileDrafts)
			.where(and(eq(charityProfileDrafts.charityId, charityId), ne(charityProfileDrafts.status, 'PUBLISHED')))
			.run().changes > 0
	)
}
