import countries from 'i18n-iso-countries/index.js'
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
import { CERTIFICATIONS, CHARITY_LEGAL_CATEGORIES } from './types.ts'

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

/** The check a SIREN passes (Luhn): doubling every second digit from the right, the digits add up to a multiple of 10. */
function isLuhnValid(digits: string) {
	let sum = 0
	for (let i = 0; i < digits.length; i++) {
		const n = Number(digits[digits.length - 1 - i]) * (i % 2 === 1 ? 2 : 1)
		sum += n > 9 ? n - 9 : n
	}
	return sum % 10 === 0
}

/** How each catalogue city's postcodes start: its own code, its pattern (Paris 750xx) or its department. */
const POSTCODE_PREFIXES: Record<string, string> = {
	Ajaccio: '20',
	Angers: '49',
	Aurillac: '15000',
	Autun: '71400',
	Bordeaux: '33',
	Brest: '29200',
	Calais: '62100',
	'Clermont-Ferrand': '63',
	Dijon: '21',
	Dzaoudzi: '97615',
	Gérardmer: '88400',
	Grenoble: '38',
	'Le Havre': '766',
	'Le Robert': '97231',
	Lille: '59',
	Lorient: '56100',
	Luçon: '85400',
	Lyon: '6900',
	Marseille: '130',
	Montpellier: '34',
	Montreuil: '93100',
	Nantes: '44',
	Paris: '750',
	Périgueux: '24000',
	Rennes: '35',
	Roubaix: '59100',
	'Saint-Denis': '93200',
	'Saint-Denis (La Réunion)': '97400',
	'Saint-Laurent-du-Maroni': '97320',
	'Saint-Lô': '50000',
	'Saint-Pierre (La Réunion)': '97410',
	Strasbourg: '67',
	Toulouse: '31',
	Tours: '37',
	Villeurbanne: '69100',
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

	test('the Luhn check accepts a valid SIREN and refuses a mistyped digit or two swapped ones', () => {
		expect(isLuhnValid('812345676')).toBe(true)
		expect(isLuhnValid('812345677')).toBe(false)
		expect(isLuhnValid('812345667')).toBe(false)
	})

	test('every charity has the complete legal data a tax receipt prints', () => {
		for (const { slug, legal, city, privateRate, foundedYear } of charities) {
			if (legal.idType === 'SIREN') {
				expect(legal.id, slug).toMatch(/^\d{9}$/)
				expect(isLuhnValid(legal.id), `${slug}: ${legal.id}`).toBe(true)
			} else {
				expect(legal.idType, slug).toBe('RNA')
				expect(legal.id, slug).toMatch(/^W\d{9}$/)
				// An RNA number starts with the code of the department where the association is registered.
				expect(legal.id.slice(1, 3), slug).toBe(legal.postCode.slice(0, 2))
			}
			expect(CHARITY_LEGAL_CATEGORIES, slug).toContain(legal.category)
			expect(legal.category === 'HELP_IN_DIFFICULTY', slug).toBe(privateRate === 75)
			if (legal.category === 'PUBLIC_UTILITY') {
				const decree = legal.publicUtilityDecreeDate ?? ''
				expect(decree, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/)
				expect(new Date(`${decree}T12:00:00Z`).toISOString().slice(0, 10), slug).toBe(decree)
				expect(Number(decree.slice(0, 4)), slug).toBeGreaterThan(foundedYear)
				expect(decree < new Date().toISOString().slice(0, 10), slug).toBe(true)
			} else {
				expect(legal.publicUtilityDecreeDate, slug).toBeNull()
			}
			expect(legal.addressLine1, slug).toMatch(/^\d+ \S.*\S$/)
			expect(legal.postCode, slug).toMatch(/^\d{5}$/)
			const prefix = POSTCODE_PREFIXES[city]
			expect(prefix, `${slug}: no postcode rule for ${city}`).toBeDefined()
			expect(legal.postCode.startsWith(prefix ?? '-'), `${slug}: ${legal.postCode} ${city}`).toBe(true)
			expect(legal.signatoryName, slug).toMatch(/^\S+( \S+)+$/)
			expect(legal.signatoryRole.trim().length, slug).toBeGreaterThan(0)
		}
		const ids = charities.map((c) => c.legal.id)
		expect(new Set(ids).size).toBe(ids.length)
		for (const idType of ['SIREN', 'RNA'] as const) {
			expect(charities.some((c) => c.legal.idType === idType)).toBe(true)
		}
		expect(charities.some((c) => c.legal.category === 'PUBLIC_UTILITY')).toBe(true)
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
