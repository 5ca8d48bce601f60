import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { eq, like, or } from 'drizzle-orm'
import {
	DOCUMENT_MAX_BYTES,
	PROFILE_SLIDE_LIMIT,
	profileMessages,
	type ProfileFiles,
} from '#app/lib/charity-space/charity-profile.ts'
import { type ImageKind, isUpload, storeImage, writeImage } from '#app/platform/image-uploads.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { inspectPdf } from '#app/platform/pdf-safety.server.ts'
import { charities, charityImages, charityProfileDrafts } from '#db/schema/index.ts'

/**
 * The files of the members' profile form (ADR 029): each upload is checked and stored when it arrives, before
 * the other fields are validated, so that a chosen file is kept in the draft even when a text is wrong.
 * Images are cropped, checked by their magic bytes and re-encoded like a pot's; documents must be PDF files
 * (magic bytes) of 5 Mo at most, without active content (JavaScript, actions, embedded files), and are stored
 * as they are. Names are content hashes. A form refused for a wrong field keeps none of them: the files it
 * stored are removed again unless something else uses them ({@link removeUnusedUploads}).
 */

/** The profile's image sizes: those of the catalogue import (banner, logo, slides) and the signature. */
const profileImageKinds = {
	banner: { dir: 'charities', ratio: 2.8, maxWidth: 1920, format: 'jpeg' },
	logo: { dir: 'charities', ratio: 1, maxWidth: 600, format: 'png' },
	slide: { dir: 'charities', ratio: 16 / 9, maxWidth: 1200, format: 'jpeg' },
	signature: { dir: 'charities', ratio: 3, maxWidth: 600, format: 'png' },
} satisfies Record<string, ImageKind>

type StoredDocument = { ok: true; url: string } | { ok: false; message: string }

/** Checks and stores a PDF document under DATA_DIR/uploads/charities. */
async function storeDocument(file: File): Promise<StoredDocument> {
	if (file.size > DOCUMENT_MAX_BYTES) return { ok: false, message: profileMessages.documentTooLarge }
	const data = Buffer.from(await file.arrayBuffer())
	const { fileTypeFromBuffer } = await import('file-type')
	const type = await fileTypeFromBuffer(data)
	if (type?.mime !== 'application/pdf') return { ok: false, message: profileMessages.documentNotPdf }
	// Served from the site's own address: a script or an embedded program there would be ours to the reader.
	const verdict = await inspectPdf(data)
	if (verdict === 'unreadable') return { ok: false, message: profileMessages.documentNotPdf }
	if (verdict === 'active') return { ok: false, message: profileMessages.documentActiveContent }
	const name = `${crypto.createHash('sha256').update(data).digest('hex').slice(0, 24)}.pdf`
	try {
		return { ok: true, url: await writeImage({ data, name }, { dir: 'charities' }) }
	} catch (error) {
		console.error('Charity document could not be stored', error)
		return { ok: false, message: profileMessages.documentStoreFailed }
	}
}

const stringOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : null)

/**
 * The draft's files after this form: uploads stored, removals applied, slides' texts updated. Returns the
 * files and the errors by field name (the file inputs' names).
 */
export async function applyFileFields(form: FormData, start: ProfileFiles) {
	const files: ProfileFiles = { ...start, slides: [...start.slides] }
	const errors: Record<string, string[]> = {}
	const image = async (name: 'banner' | 'logo' | 'signature', kind: ImageKind) => {
		const upload = form.get(name)
		if (!isUpload(upload)) return undefined
		const stored = await storeImage(upload, kind, stringOf(form.get(`${name}_crop`)))
		if (stored.ok) return stored.url
		errors[name] = [stored.message]
		return undefined
	}
	if (form.get('bannerReset') === '1') files.bannerPath = null
	files.bannerPath = (await image('banner', profileImageKinds.banner)) ?? files.bannerPath
	files.logoPath = (await image('logo', profileImageKinds.logo)) ?? files.logoPath
	if (form.get('signatureRemove') === '1') files.signaturePath = null
	files.signaturePath = (await image('signature', profileImageKinds.signature)) ?? files.signaturePath

	for (const [name, key] of [
		['descDoc', 'descDocPath'],
		['eventDoc', 'eventDocPath'],
	] as const) {
		if (form.get(`${name}Remove`) === '1') files[key] = null
		const upload = form.get(name)
		if (!isUpload(upload)) continue
		const stored = await storeDocument(upload)
		if (stored.ok) files[key] = stored.url
		else errors[name] = [stored.message]
	}

	// The slides kept, in order, with their texts as posted; then the new one.
	const removed = new Set(form.getAll('slideRemove').map(String))
	const alts = form.getAll('slideAlt').map((alt) => String(alt).trim().slice(0, 200))
	files.slides = files.slides
		.map((slide, index) => ({ slide: { ...slide, alt: alts[index] ?? slide.alt }, index }))
		.filter(({ index }) => !removed.has(String(index)))
		.map(({ slide }) => slide)
	if (files.slides.some((slide) => !slide.alt)) errors.slides = [profileMessages.slideAltRequired]
	const upload = form.get('slideNew')
	if (isUpload(upload)) {
		const alt = (stringOf(form.get('slideNewAlt')) ?? '').trim().slice(0, 200)
		if (files.slides.length >= PROFILE_SLIDE_LIMIT) errors.slideNew = [profileMessages.slidesTooMany]
		else if (!alt) errors.slideNewAlt = [profileMessages.slideAltRequired]
		else {
			const stored = await storeImage(upload, profileImageKinds.slide, stringOf(form.get('slideNew_crop')))
			if (stored.ok) files.slides.push({ path: stored.url, alt })
			else errors.slideNew = [stored.message]
		}
	}
	return { files, errors }
}

const pathsOf = (files: ProfileFiles) =>
	[
		files.bannerPath,
		files.logoPath,
		files.signaturePath,
		files.descDocPath,
		files.eventDocPath,
		...files.slides.map((slide) => slide.path),
	].filter((p): p is string => Boolean(p))

/** The files `after` has that `before` did not: what this form stored. */
export function newUploads(after: ProfileFiles, before: ProfileFiles) {
	const had = new Set(pathsOf(before))
	return [...new Set(pathsOf(after))].filter((p) => !had.has(p))
}

const UPLOAD = /^\/uploads\/charities\/([0-9a-f]{24}\.(?:jpg|png|pdf))$/

/** Whether a charity's profile, its pictures or any draft still uses this upload (names are content hashes). */
function isUsed(url: string, name: string) {
	const db = getDb()
	const columns = [
		charities.bannerPath,
		charities.logoPath,
		charities.signaturePath,
		charities.descDocPath,
		charities.eventDocPath,
	]
	return Boolean(
		db
			.select({ id: charities.id })
			.from(charities)
			.where(or(...columns.map((column) => eq(column, url))))
			.get() ??
		db.select({ id: charityImages.id }).from(charityImages).where(eq(charityImages.path, url)).get() ??
		db
			.select({ id: charityProfileDrafts.id })
			.from(charityProfileDrafts)
			.where(like(charityProfileDrafts.filesJson, `%${name}%`))
			.get(),
	)
}

/**
 * Removes the uploads a refused form stored, so that nothing it sent stays at a public address; a file that
 * something else uses (the same content sent by another form) stays.
 */
export async function removeUnusedUploads(urls: string[]) {
	for (const url of urls) {
		const name = UPLOAD.exec(url)?.[1]
		if (!name || isUsed(url, name)) continue
		await fs.rm(path.join(getEnv().DATA_DIR, 'uploads', 'charities', name), { force: true })
	}
}
