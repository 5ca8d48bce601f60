import countries from 'i18n-iso-countries'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { categories } from './categories.ts'
import { charities } from './charities.ts'
import { eventTypes } from './event-types.ts'
import {
	catalogueImageTasks,
	certificationBadgeSvg,
	charityImagePaths,
	charityLogoSvg,
	donnonsLogoSvg,
	partnerLogoSvg,
	partnerNames,
	pressLogoSvg,
	pressTitles,
	renderBanner,
	renderEventImage,
	renderPortrait,
	renderSlide,
	sdgIconSvg,
} from './images.ts'
import { regions } from './regions.ts'
import { sdgs } from './sdgs.ts'
import { testimonials } from './testimonials.ts'
import { CERTIFICATIONS } from './types.ts'

const HEX = /^#[0-9a-fA-F]{6}$/

function expectWellFormedSvg(svg: string) {
	expect(svg.startsWith('<svg')).toBe(true)
	expect(svg).toContain('role="img"')
	expect(svg).toMatch(/<title>[^<]+<\/title>/)
	expect(svg.endsWith('</svg>')).toBe(true)
	// No raw ampersand outside an entity, and every opened tag closed.
	expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
	const opened = (svg.match(/<(svg|g|text|title|defs|linearGradient|radialGradient)[\s>]/g) ?? []).length
	const closed = (svg.match(/<\/(svg|g|text|title|defs|linearGradient|radialGradient)>/g) ?? []).length
	expect(opened).toBe(closed)
}

describe('catalogue data', () => {
	test('has at least 42 charities with unique slugs and names', () => {
		expect(charities.length).toBeGreaterThanOrEqual(42)
		expect(new Set(charities.map((c) => c.slug)).size).toBe(charities.length)
		expect(new Set(charities.map((c) => c.name)).size).toBe(charities.length)
		expect(new Set(charities.map((c) => c.description)).size).toBe(charities.length)
		for (const charity of charities) expect(charity.slug).toMatch(/^[a-z0-9-]+$/)
	})

	test('has the 8 categories in the order of the home page, each with at least 4 charities', () => {
		expect(categories.map((c) => c.name)).toEqual([
			'Femme',
			'Humanitaire',
			'Enfant',
			'Environnement',
			'Solidarité',
			'Animaux',
			'Santé',
			'Éducation',
		])
		const slugs = new Set(categories.map((c) => c.slug))
		for (const charity of charities) expect(slugs.has(charity.categorySlug)).toBe(true)
		for (const category of categories) {
			expect(charities.filter((c) => c.categorySlug === category.slug).length).toBeGreaterThanOrEqual(4)
		}
	})

	test('uses every certification as the main one at least 4 times', () => {
		for (const cert of CERTIFICATIONS) {
			expect(charities.filter((c) => c.certifications[0] === cert).length).toBeGreaterThanOrEqual(4)
		}
		for (const charity of charities) {
			expect(charity.certifications.length).toBeGreaterThan(0)
			expect(new Set(charity.certifications).size).toBe(charity.certifications.length)
		}
	})

	test('references valid goals, regions and countries', () => {
		const regionCodes = new Set(regions.map((r) => r.code))
		for (const charity of charities) {
			expect(charity.sdgs.length).toBeGreaterThanOrEqual(2)
			for (const goal of charity.sdgs) {
				expect(Number.isInteger(goal)).toBe(true)
				expect(goal).toBeGreaterThanOrEqual(1)
				expect(goal).toBeLessThanOrEqual(17)
			}
			for (const code of charity.regions) expect(regionCodes.has(code), `${charity.slug}: ${code}`).toBe(true)
			expect(charity.countries.length).toBeGreaterThan(0)
			for (const code of charity.countries)
				expect(countries.isValid(code), `${charity.slug}: ${code}`).toBe(true)
			// Regions are where the charity acts in France: present exactly when France is among its countries.
			expect(charity.regions.length > 0, charity.slug).toBe(charity.countries.includes('FR'))
		}
	})

	test('has coherent rates, texts, palettes and media', () => {
		for (const charity of charities) {
			expect([66, 75]).toContain(charity.privateRate)
			expect(charity.enterpriseRate).toBe(60)
			expect(charity.palette.every((c) => HEX.test(c))).toBe(true)
			expect(charity.slideCount).toBeGreaterThanOrEqual(2)
			expect(charity.slideCount).toBeLessThanOrEqual(4)
			expect(charity.impact30).toMatch(/^Avec 30 €/)
			expect(charity.impact100).toMatch(/^Avec 100 €/)
			expect(charity.descriptionHtml.replace(/<\/?(p|ul|li|strong|h3)>/g, '')).not.toMatch(/[<>]/)
			if (charity.videoUrl) {
				expect(charity.videoUrl).toMatch(
					/^https:\/\/(www\.youtube\.com\/watch\?v=[\w-]{11}|vimeo\.com\/\d+|www\.dailymotion\.com\/video\/x[0-9a-z]+)$/,
				)
			}
		}
		expect(charities.some((c) => c.privateRate === 75)).toBe(true)
		expect(charities.some((c) => c.receiptType === 'ASSOCIATION')).toBe(true)
		expect(charities.some((c) => !c.countries.includes('FR'))).toBe(true)
	})

	test('has the 17 goals, 18 regions, 8+8 event types and 5 testimonials', () => {
		expect(sdgs.map((s) => s.number)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1))
		for (const sdg of sdgs) expect(sdg.colour).toMatch(HEX)
		expect(regions).toHaveLength(18)
		expect(new Set(regions.map((r) => r.code)).size).toBe(18)
		expect(eventTypes.filter((e) => e.audience === 'particulier').length).toBeGreaterThanOrEqual(8)
		expect(eventTypes.filter((e) => e.audience === 'entreprise').length).toBeGreaterThanOrEqual(8)
		expect(new Set(eventTypes.map((e) => e.slug)).size).toBe(eventTypes.length)
		for (const e of eventTypes) expect(e.slug).toMatch(/^[a-z0-9-]+$/)
		expect(testimonials).toHaveLength(5)
		expect(testimonials.filter((t) => t.companyLogo)).toHaveLength(1)
	})
})

describe('catalogue images', () => {
	test('renders a banner and a logo with the expected dimensions', async () => {
		const charity = charities[0]
		if (!charity) throw new Error('no charity')
		const banner = await renderBanner(charity.palette, charity.slug)
		const meta = await sharp(banner).metadata()
		expect(meta.format).toBe('jpeg')
		expect([meta.width, meta.height]).toEqual([1920, 686])
		expect(banner.length).toBeLessThan(120 * 1024)

		const logo = charityLogoSvg(charity.name, charity.palette)
		expectWellFormedSvg(logo)
		const logoMeta = await sharp(Buffer.from(logo)).metadata()
		expect([logoMeta.width, logoMeta.height]).toEqual([400, 400])
	})

	test('renders slides, event pictures and portraits deterministically', async () => {
		const palette: [string, string] = ['#f6a5c0', '#7b2d5b']
		const slides = await Promise.all([0, 1].map((i) => renderSlide(palette, 'seed', i)))
		expect(slides[0]?.equals(slides[1] ?? Buffer.alloc(0))).toBe(false)
		expect((await renderSlide(palette, 'seed', 0)).equals(slides[0] ?? Buffer.alloc(0))).toBe(true)
		const slideMeta = await sharp(slides[0]).metadata()
		expect([slideMeta.width, slideMeta.height]).toEqual([1200, 675])
		const eventMeta = await sharp(await renderEventImage(palette, 'mariage')).metadata()
		expect([eventMeta.width, eventMeta.height]).toEqual([800, 500])
		const portraitMeta = await sharp(await renderPortrait(palette, 'camille')).metadata()
		expect([portraitMeta.width, portraitMeta.height]).toEqual([240, 240])
	})

	test('produces well-formed SVG icons, badges and logos, escaping text', () => {
		for (const sdg of sdgs) expectWellFormedSvg(sdgIconSvg(sdg))
		for (const cert of CERTIFICATIONS) expectWellFormedSvg(certificationBadgeSvg(cert))
		for (const title of pressTitles) expectWellFormedSvg(pressLogoSvg(title))
		for (const name of partnerNames) expectWellFormedSvg(partnerLogoSvg(name))
		expectWellFormedSvg(donnonsLogoSvg())
		const tricky = charityLogoSvg('Tom & Jerry <Solidaires>', ['#000000', '#ffffff'])
		expectWellFormedSvg(tricky)
		expect(tricky).toContain('Tom &amp; Jerry &lt;Solidaires&gt;')
	})

	test('every SVG file of the catalogue parses as an image', async () => {
		const svgTasks = catalogueImageTasks().filter((t) => t.file.endsWith('.svg'))
		expect(svgTasks.length).toBeGreaterThan(80)
		for (const task of svgTasks) {
			const content = await task.produce()
			expect(typeof content).toBe('string')
			expectWellFormedSvg(String(content))
			const meta = await sharp(Buffer.from(String(content))).metadata()
			expect(meta.format, task.file).toBe('svg')
		}
	})

	test('lists one file per image with unique paths', () => {
		const files = catalogueImageTasks().map((t) => t.file)
		expect(new Set(files).size).toBe(files.length)
		const paths = charityImagePaths('kay-dlo', 3)
		expect(paths).toEqual({
			banner: 'charities/kay-dlo/banner.jpg',
			logo: 'charities/kay-dlo/logo.svg',
			slides: [
				'charities/kay-dlo/slide-1.jpg',
				'charities/kay-dlo/slide-2.jpg',
				'charities/kay-dlo/slide-3.jpg',
			],
		})
		for (const charity of charities) {
			expect(files).toContain(`charities/${charity.slug}/banner.jpg`)
			expect(files).toContain(`charities/${charity.slug}/slide-${charity.slideCount}.jpg`)
		}
	})
})
