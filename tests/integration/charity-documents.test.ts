import fs from 'node:fs'
import path from 'node:path'
import { isNotNull } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, test } from 'vitest'
import { charities as catalogue } from '#db/catalogue/charities.ts'
import { charityDocumentPaths } from '#db/catalogue/documents.ts'
import { charities } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { pageHandler, readPage } from './page-render.ts'

/** Some demo charities publish their report, their missions and a website. */

const db = useSeededAppDatabase()
let request: Awaited<ReturnType<typeof pageHandler>>
beforeAll(async () => {
	request = await pageHandler(['association.$url.tsx'])
})

describe('demo charities with their documents', () => {
	test('a third of the seeded charities point to their two PDFs, written under the uploads, and a website', async () => {
		const rows = db.select().from(charities).where(isNotNull(charities.descDocPath)).all()
		expect(rows.length).toBe(Math.ceil(catalogue.length / 3))
		for (const row of rows) {
			const paths = charityDocumentPaths(row.slug)
			expect(row.descDocPath).toBe(`/uploads/catalogue/${paths.report}`)
			expect(row.eventDocPath).toBe(`/uploads/catalogue/${paths.missions}`)
			expect(row.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.demo$/)
			for (const url of [row.descDocPath!, row.eventDocPath!]) {
				const file = path.join(process.env.DATA_DIR!, url.replace(/^\//, ''))
				const doc = await PDFDocument.load(fs.readFileSync(file))
				expect(doc.getTitle()).toContain(row.name)
			}
		}
	})

	test('the charity page shows the three buttons; a charity without documents shows none', async () => {
		const published = await readPage(await request('/association/maison-des-aubes'))
		expect(published.status).toBe(200)
		expect(published.html).toContain(
			'href="/uploads/catalogue/charities/maison-des-aubes/rapport-activite-2025.pdf"',
		)
		expect(published.html).toContain(
			'href="/uploads/catalogue/charities/maison-des-aubes/missions-en-cours.pdf"',
		)
		expect(published.html).toContain('href="https://www.maison-des-aubes.demo"')
		expect(published.text).toContain('Présentation et rapport d’activité')
		expect(published.text).toContain('Missions en cours')
		expect(published.text).toContain('Le site de l’association')

		const other = await readPage(await request(`/association/${catalogue[1]!.slug}`))
		expect(other.status).toBe(200)
		expect(other.text).not.toContain('Missions en cours')
		expect(other.text).not.toContain('Le site de l’association')
	})
})
