import { PDFDocument } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { charities } from './charities.ts'
import {
	charitiesWithDocuments,
	charityWebsite,
	renderCharityMissions,
	renderCharityReport,
} from './documents.ts'
import { catalogueImageTasks } from './images.ts'

describe('demo charity documents', () => {
	test('a third of the charities, of every category, publish a report, their missions and a website', () => {
		const published = charitiesWithDocuments()
		expect(published.length).toBe(Math.ceil(charities.length / 3))
		const categories = new Set(charities.map((c) => c.categorySlug))
		expect(new Set(published.map((p) => p.charity.categorySlug))).toEqual(categories)
		const files = catalogueImageTasks().map((t) => t.file)
		for (const { charity, paths, website } of published) {
			expect(files).toContain(paths.report)
			expect(files).toContain(paths.missions)
			expect(paths.report).toBe(`charities/${charity.slug}/rapport-activite-2025.pdf`)
			expect(website).toBe(charityWebsite(charity.slug))
			expect(new URL(website).hostname.endsWith('.demo')).toBe(true)
		}
	})

	test('each is a real one- or two-page French PDF, the same bytes at every seed', async () => {
		// The wordiest of them: if it fits, they all do.
		const length = (c: (typeof charities)[number]) =>
			c.about.length + c.actions.length + c.description.length + c.descriptionHtml.length
		const charity = charitiesWithDocuments()
			.map((p) => p.charity)
			.sort((a, b) => length(b) - length(a))[0]!
		for (const render of [renderCharityReport, renderCharityMissions]) {
			const bytes = await render(charity)
			expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
			const doc = await PDFDocument.load(bytes)
			expect(doc.getPageCount()).toBeGreaterThanOrEqual(1)
			expect(doc.getPageCount()).toBeLessThanOrEqual(2)
			expect(doc.getTitle()).toMatch(
				new RegExp(`^${charity.name} — (Rapport d’activité 2025|Missions en cours)$`),
			)
			expect(Buffer.compare(bytes, await render(charity))).toBe(0)
		}
	})
})
