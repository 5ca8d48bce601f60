// Deterministic images of the demo catalogue: the public API (rendering functions,
// relative paths for the seed, and writing every file to a directory).

import fs from 'node:fs/promises'
import path from 'node:path'
import { categories } from './categories.ts'
import { charities } from './charities.ts'
import { charitiesWithDocuments, renderCharityMissions, renderCharityReport } from './documents.ts'
import { eventTypes } from './event-types.ts'
import { motifForCategory } from './image-motifs.ts'
import {
	defaultBanner,
	defaultBannerSvg,
	renderBanner,
	renderEventImage,
	renderPortrait,
	renderSlide,
} from './image-raster.ts'
import {
	categoryIconSvg,
	certificationBadgeSvg,
	charityLogoSvg,
	donnonsLogoSvg,
	faviconSvg,
	partnerLogoSvg,
	partnerNames,
	pressLogoSvg,
	pressTitles,
	sdgIconSvg,
	sdgWheelSvg,
} from './image-svg.ts'
import { runPool } from './image-utils.ts'
import { sdgs } from './sdgs.ts'
import { testimonials } from './testimonials.ts'
import { CERTIFICATIONS, type Certification } from './types.ts'

export { renderBanner, renderEventImage, renderPortrait, renderSlide } from './image-raster.ts'
export {
	certificationBadgeSvg,
	charityLogoSvg,
	donnonsLogoSvg,
	partnerLogoSvg,
	partnerNames,
	pressLogoSvg,
	pressTitles,
	sdgIconSvg,
} from './image-svg.ts'

// Relative paths (forward slashes) of every catalogue file. Indexes given to these helpers are
// 0-based positions in the catalogue arrays; file names are 1-based.

type CharityImagePaths = { banner: string; logo: string; slides: string[] }

export function charityImagePaths(slug: string, slideCount: number): CharityImagePaths {
	return {
		banner: `charities/${slug}/banner.jpg`,
		logo: `charities/${slug}/logo.svg`,
		slides: Array.from({ length: slideCount }, (_, i) => `charities/${slug}/slide-${i + 1}.jpg`),
	}
}

export const catalogueImagePaths = {
	charity: charityImagePaths,
	event: (slug: string) => `events/${slug}.jpg`,
	category: (slug: string) => `categories/${slug}.svg`,
	sdg: (sdgNumber: number) => `sdgs/${sdgNumber}.svg`,
	sdgWheel: 'sdgs/wheel.svg',
	certification: (cert: Certification) => `certifications/${cert}.svg`,
	testimonial: (index: number) => `testimonials/${index + 1}.jpg`,
	testimonialLogo: (index: number) => `testimonials/${index + 1}-logo.svg`,
	press: (index: number) => `press/${index + 1}.svg`,
	partner: (index: number) => `partners/${index + 1}.svg`,
	brand: {
		logo: 'brand/logo.svg',
		logoWhite: 'brand/logo-white.svg',
		favicon: 'brand/favicon.svg',
		defaultBanner: 'brand/default-banner.svg',
		defaultBannerJpeg: 'brand/default-banner.jpg',
	},
} as const

type ImageTask = { file: string; produce: () => Promise<Buffer | string> | Buffer | string }

/**
 * Which images: 'all' (the demo), or 'reference' (what every installation needs: event types, categories,
 * goals, certifications, press and partner logos, brand) without the fictional charities and testimonials.
 */
type CatalogueImageScope = 'all' | 'reference'

/** Every file of the catalogue (or of its reference part), as relative path and producer. */
export function catalogueImageTasks(scope: CatalogueImageScope = 'all'): ImageTask[] {
	const tasks: ImageTask[] = []
	const add = (file: string, produce: ImageTask['produce']) => tasks.push({ file, produce })
	const demo = scope === 'all'
	for (const charity of demo ? charities : []) {
		const paths = charityImagePaths(charity.slug, charity.slideCount)
		const options = { motif: motifForCategory(charity.categorySlug) }
		add(paths.banner, () => renderBanner(charity.palette, charity.slug, options))
		add(paths.logo, () => charityLogoSvg(charity.name, charity.palette))
		paths.slides.forEach((file, i) => add(file, () => renderSlide(charity.palette, charity.slug, i, options)))
	}
	// The documents some charities publish (documents.ts): written with the images, cached with them.
	for (const { charity, paths } of charitiesWithDocuments()) {
		add(paths.report, () => renderCharityReport(charity))
		add(paths.missions, () => renderCharityMissions(charity))
	}
	for (const eventType of eventTypes) {
		add(catalogueImagePaths.event(eventType.slug), () => renderEventImage(eventType.palette, eventType.slug))
	}
	for (const category of categories)
		add(catalogueImagePaths.category(category.slug), () => categoryIconSvg(category.slug))
	for (const sdg of sdgs) add(catalogueImagePaths.sdg(sdg.number), () => sdgIconSvg(sdg))
	add(catalogueImagePaths.sdgWheel, () => sdgWheelSvg(sdgs))
	for (const cert of CERTIFICATIONS)
		add(catalogueImagePaths.certification(cert), () => certificationBadgeSvg(cert))
	for (const [i, testimonial] of (demo ? testimonials : []).entries()) {
		add(catalogueImagePaths.testimonial(i), () => renderPortrait(testimonial.palette, testimonial.name))
		if (testimonial.companyLogo) {
			add(catalogueImagePaths.testimonialLogo(i), () =>
				charityLogoSvg(testimonial.company ?? testimonial.name, testimonial.palette),
			)
		}
	}
	pressTitles.forEach((title, i) => add(catalogueImagePaths.press(i), () => pressLogoSvg(title)))
	partnerNames.forEach((name, i) => add(catalogueImagePaths.partner(i), () => partnerLogoSvg(name)))
	add(catalogueImagePaths.brand.logo, () => donnonsLogoSvg())
	add(catalogueImagePaths.brand.logoWhite, () => donnonsLogoSvg({ variant: 'white' }))
	add(catalogueImagePaths.brand.favicon, () => faviconSvg())
	add(catalogueImagePaths.brand.defaultBanner, () => defaultBannerSvg())
	add(catalogueImagePaths.brand.defaultBannerJpeg, () => defaultBanner())
	return tasks
}

async function exists(file: string): Promise<boolean> {
	try {
		await fs.access(file)
		return true
	} catch {
		return false
	}
}

/**
 * Write every catalogue image into `dir` (layout in catalogueImagePaths), four at a time.
 * With onlyMissing, files already present are left alone and counted as skipped.
 */
export async function writeCatalogueImages(
	dir: string,
	opts: { onlyMissing?: boolean; concurrency?: number; scope?: CatalogueImageScope } = {},
): Promise<{ written: number; skipped: number }> {
	let written = 0
	let skipped = 0
	await runPool(catalogueImageTasks(opts.scope), opts.concurrency ?? 4, async (task) => {
		const target = path.join(dir, ...task.file.split('/'))
		if (opts.onlyMissing && (await exists(target))) {
			skipped++
			return
		}
		const content = await task.produce()
		await fs.mkdir(path.dirname(target), { recursive: true })
		// Write to a temporary name first so an interrupted run never leaves a truncated image.
		const temporary = `${target}.${process.pid}.tmp`
		await fs.writeFile(temporary, content)
		await fs.rename(temporary, target)
		written++
	})
	return { written, skipped }
}
