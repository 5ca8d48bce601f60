/**
 * What a pot's printed documents and QR code show (issue 27, item 4), read for its organiser: the routes
 * under /mes-cagnottes/:id check the access (requireOrganiserPot), this gathers the rest and draws.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { eventTypes, pots } from '#db/schema/index.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { posterLayout } from '#app/lib/pots/poster-layout.ts'
import { absoluteUrl } from '#app/mail/urls.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { loadSharp } from '#app/platform/sharp.server.ts'
import { renderPosterPdf, renderStandPdf, type PosterContent } from './poster-pdf.server.ts'
import { qrPng, qrSvg } from './qr.server.ts'

type OrganiserPotRef = { id: number; name: string; charityName: string }

/**
 * The pot's public address, as in its e-mails (PUBLIC_URL when set): what the QR code holds. A forged Host
 * header never reaches a printed code.
 */
export const potPublicUrl = (request: Request, potId: number) => absoluteUrl(request, createPaths.pot(potId))

/** The pot's goal in cents, or null when it has none (issue 27: optional). */
function potGoalCents(potId: number): number | null {
	return getDb().select({ goal: pots.goalCents }).from(pots).where(eq(pots.id, potId)).get()?.goal ?? null
}

/** The pictures that may cover the poster, best first: the pot's own banner, then its event type's picture. */
function coverCandidates(potId: number): string[] {
	const row = getDb()
		.select({ banner: pots.bannerPath, eventImage: eventTypes.imagePath })
		.from(pots)
		.leftJoin(eventTypes, eq(eventTypes.id, pots.eventTypeId))
		.where(eq(pots.id, potId))
		.get()
	return [row?.banner, row?.eventImage].filter((candidate): candidate is string => Boolean(candidate))
}

/**
 * The cover as a JPEG cropped to the poster's cover box (3 pixels a point: sharp at 216 dpi), or null when
 * there is none or it cannot be read (a missing file, a path outside the uploads, a damaged image): the
 * poster then shows a band of the brand's colour.
 */
async function coverJpeg(publicPath: string | null): Promise<Uint8Array | null> {
	if (!publicPath?.startsWith('/uploads/')) return null
	const uploads = path.join(getEnv().DATA_DIR, 'uploads')
	const file = path.resolve(uploads, decodeURIComponent(publicPath.slice('/uploads/'.length)))
	if (!file.startsWith(`${uploads}${path.sep}`)) return null
	const bytes = await fs.readFile(file).catch(() => null)
	if (!bytes) return null
	const { cover } = posterLayout()
	const sharp = await loadSharp()
	return sharp(bytes)
		.resize(Math.round(cover.width * 3), Math.round(cover.height * 3), { fit: 'cover' })
		.flatten({ background: '#ffffff' })
		.jpeg({ quality: 85, mozjpeg: true })
		.toBuffer()
		.then((buffer) => new Uint8Array(buffer))
		.catch(() => null)
}

/** The first candidate that reads as a picture (a banner whose file is gone gives way to the event's). */
async function firstCover(candidates: string[]) {
	for (const candidate of candidates) {
		const jpeg = await coverJpeg(candidate)
		if (jpeg) return jpeg
	}
	return null
}

async function posterContent(
	request: Request,
	pot: OrganiserPotRef,
	withCover: boolean,
): Promise<PosterContent> {
	return {
		name: pot.name,
		charityName: pot.charityName,
		goalCents: potGoalCents(pot.id),
		url: potPublicUrl(request, pot.id),
		cover: withCover ? await firstCover(coverCandidates(pot.id)) : null,
	}
}

/** The documents as response bodies (a Buffer over its own ArrayBuffer). */
export async function potPosterPdf(request: Request, pot: OrganiserPotRef) {
	return Buffer.from(await renderPosterPdf(await posterContent(request, pot, true)))
}

export async function potStandPdf(request: Request, pot: OrganiserPotRef) {
	return Buffer.from(await renderStandPdf(await posterContent(request, pot, false)))
}

export const potQrPng = async (request: Request, potId: number) =>
	Buffer.from(await qrPng(potPublicUrl(request, potId)))

export const potQrSvg = (request: Request, potId: number) => qrSvg(potPublicUrl(request, potId))
