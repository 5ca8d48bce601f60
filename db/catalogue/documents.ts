// The documents of the demo charities: a third of them publish their 2025 activity report and a note on
// their missions under way (PDF, drawn with pdf-lib like the tax receipts), and have a website. They are
// written beside the catalogue images (images.ts), so they are made once and cached the same way.

import { type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import { countryName } from '#app/lib/countries.ts'
import {
	A4,
	embedFonts,
	type Fonts,
	GREY,
	loadPdfLib,
	printable,
	rgb,
	wrap,
} from '#app/receipts/pdf-kit.server.ts'
import { charities } from './charities.ts'
import { certificationLabels } from './image-svg.ts'
import { regions } from './regions.ts'
import { sdgs } from './sdgs.ts'
import { type CatalogueCharity } from './types.ts'

const REPORT_YEAR = 2025

/** Every third charity of the catalogue, from the first: some of every category. */
const hasDemoDocuments = (index: number) => index % 3 === 0

export const charityDocumentPaths = (slug: string) => ({
	report: `charities/${slug}/rapport-activite-${REPORT_YEAR}.pdf`,
	missions: `charities/${slug}/missions-en-cours.pdf`,
})

/** A demo address (the `.demo` top-level domain, as the demo accounts' e-mails): never someone's real site. */
export const charityWebsite = (slug: string) => `https://www.${slug}.demo`

/** The charities that publish documents, with their files and website. */
export function charitiesWithDocuments() {
	return charities
		.filter((_, index) => hasDemoDocuments(index))
		.map((charity) => ({
			charity,
			paths: charityDocumentPaths(charity.slug),
			website: charityWebsite(charity.slug),
		}))
}

// ---------------------------------------------------------------------------------------------------------
// Layout: A4, one column, pages added as the text flows.

const MARGIN = 56
const WIDTH = A4.width - 2 * MARGIN
/** Fixed metadata dates: the same charity gives the same bytes at every seed. */
const ISSUED = new Date(`${REPORT_YEAR + 1}-01-15T12:00:00Z`)

const colour = (hex: string) => {
	const n = Number.parseInt(hex.slice(1), 16)
	return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

class Writer {
	private page!: PDFPage
	private y = 0
	private pages = 0
	private readonly ink
	constructor(
		private readonly doc: PDFDocument,
		private readonly fonts: Fonts,
		private readonly charity: CatalogueCharity,
		private readonly title: string,
	) {
		this.ink = colour(charity.palette[1])
		this.newPage()
	}

	private newPage() {
		this.page = this.doc.addPage([A4.width, A4.height])
		this.pages++
		this.page.drawRectangle({ x: 0, y: A4.height - 8, width: A4.width, height: 8, color: this.ink })
		this.page.drawText(this.text(this.fonts.regular, `${this.charity.name} — ${this.title}`), {
			x: MARGIN,
			y: 28,
			size: 8,
			font: this.fonts.regular,
			color: GREY,
		})
		this.page.drawText(String(this.pages), {
			x: A4.width - MARGIN - 8,
			y: 28,
			size: 8,
			font: this.fonts.regular,
			color: GREY,
		})
		this.y = A4.height - MARGIN
	}

	private text(font: PDFFont, value: string) {
		return printable(font, value)
	}

	private room(height: number) {
		if (this.y - height < MARGIN + 16) this.newPage()
	}

	paragraph(
		value: string,
		o: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; indent?: number } = {},
	) {
		const size = o.size ?? 10.5
		const font = o.font ?? this.fonts.regular
		const indent = o.indent ?? 0
		const lines = wrap(
			[{ text: this.text(font, value), font, color: o.color ?? rgb(0.1, 0.1, 0.1) }],
			size,
			WIDTH - indent,
		)
		for (const line of lines) {
			this.room(size * 1.45)
			this.y -= size * 1.45
			for (const s of line.segments)
				this.page.drawText(s.text, {
					x: MARGIN + indent + s.x,
					y: this.y,
					size,
					font: s.font,
					color: s.color,
				})
		}
		this.y -= size * 0.6
	}

	heading(value: string) {
		this.room(48)
		this.y -= 10
		this.paragraph(value, { size: 13, font: this.fonts.bold, color: this.ink })
	}

	bullets(items: string[]) {
		for (const item of items) {
			this.room(16)
			this.page.drawText('•', {
				x: MARGIN + 4,
				y: this.y - 10.5 * 1.45,
				size: 10.5,
				font: this.fonts.bold,
				color: this.ink,
			})
			this.paragraph(item, { indent: 16 })
		}
	}

	cover(subtitle: string) {
		this.paragraph(this.charity.name, { size: 11, font: this.fonts.bold, color: GREY })
		this.paragraph(this.title, { size: 24, font: this.fonts.bold, color: this.ink })
		this.paragraph(subtitle, { size: 11, color: GREY })
		this.y -= 6
		this.page.drawLine({
			start: { x: MARGIN, y: this.y },
			end: { x: MARGIN + WIDTH, y: this.y },
			thickness: 1,
			color: colour(this.charity.palette[0]),
		})
		this.y -= 8
	}
}

async function render(charity: CatalogueCharity, title: string, write: (w: Writer, fonts: Fonts) => void) {
	const { PDFDocument } = await loadPdfLib()
	const doc = await PDFDocument.create()
	const fonts = await embedFonts(doc)
	write(new Writer(doc, fonts, charity, title), fonts)
	doc.setTitle(`${charity.name} — ${title}`, { showInWindowTitleBar: true })
	doc.setAuthor(charity.name)
	doc.setProducer('Donnons')
	doc.setCreator('Donnons')
	doc.setLanguage('fr-FR')
	doc.setCreationDate(ISSUED)
	doc.setModificationDate(ISSUED)
	return Buffer.from(await doc.save())
}

const listOf = (items: string[]) =>
	items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`

function territories(charity: CatalogueCharity) {
	const names = charity.regions.map((code) => regions.find((r) => r.code === code)?.name ?? code)
	const abroad = charity.countries.filter((c) => c !== 'FR').map((c) => countryName(c))
	return [
		names.length ? `En France : ${listOf(names)}.` : null,
		abroad.length ? `À l’international : ${listOf(abroad)}.` : null,
	].filter((line): line is string => line !== null)
}

const textOf = (html: string) =>
	html
		.replace(/<[^>]+>/g, '')
		.replace(/\s+/g, ' ')
		.trim()

/** The lists and the headline of the charity's rich description: what it is doing now. */
function missionsOf(charity: CatalogueCharity) {
	const headline = /<h3>(.*?)<\/h3>/.exec(charity.descriptionHtml)?.[1]
	const items = [...charity.descriptionHtml.matchAll(/<li>(.*?)<\/li>/g)].map((m) => textOf(m[1] ?? ''))
	return { headline: headline ? textOf(headline) : 'Nos missions', items }
}

const signature = (c: CatalogueCharity) =>
	`${c.legal.signatoryName}, ${c.legal.signatoryRole.toLowerCase()} — ${c.legal.addressLine1}, ${c.legal.postCode} ${c.city}`

/** « Rapport d’activité 2025 »: the mission, the year's action and a few figures from the charity's data. */
export function renderCharityReport(charity: CatalogueCharity) {
	return render(charity, `Rapport d’activité ${REPORT_YEAR}`, (w) => {
		w.cover(`Exercice du 1er janvier au 31 décembre ${REPORT_YEAR} — ${charity.city}`)
		w.heading('Notre mission')
		w.paragraph(charity.purpose)
		w.paragraph(charity.about)
		w.heading(`L’année ${REPORT_YEAR} en bref`)
		w.paragraph(charity.actions)
		w.heading('Chiffres clés')
		const goals = charity.sdgs.map((n) => `${n}. ${sdgs.find((g) => g.number === n)?.title ?? ''}`)
		w.bullets([
			`Création : ${charity.foundedYear}, soit ${REPORT_YEAR - charity.foundedYear} ans d’action fin ${REPORT_YEAR}.`,
			`${charity.legal.idType} : ${charity.legal.id}.`,
			...territories(charity),
			`Objectifs de développement durable poursuivis : ${goals.join(' ; ')}.`,
			`Labels : ${listOf(charity.certifications.map((c) => certificationLabels[c]))}.`,
			`Réduction d’impôt pour les donateurs : ${charity.privateRate} % du montant du don pour les particuliers, ${charity.enterpriseRate} % pour les entreprises.`,
		])
		w.heading('Ce que permet votre don')
		w.bullets([`${charity.impact30}.`, `${charity.impact100}.`])
		w.heading('Contact')
		w.paragraph(signature(charity))
	})
}

/** « Missions en cours »: the actions under way and how to help. */
export function renderCharityMissions(charity: CatalogueCharity) {
	const { headline, items } = missionsOf(charity)
	return render(charity, 'Missions en cours', (w) => {
		w.cover(`Nos actions en ${REPORT_YEAR + 1}`)
		w.paragraph(charity.description)
		w.heading(headline)
		w.bullets(items.map((item) => `${item}.`))
		w.heading('Sur le terrain')
		w.paragraph(charity.actions)
		w.heading('Où nous agissons')
		w.bullets(territories(charity))
		w.heading('Comment nous aider')
		w.bullets([
			`${charity.impact30}.`,
			`${charity.impact100}.`,
			`Ouvrez une cagnotte solidaire à notre profit sur Donnons pour un anniversaire, un départ ou un défi sportif : la création est gratuite et les donateurs ne paient pas de frais${charity.receiptType === 'GENERATED' ? ', et chacun reçoit automatiquement son reçu fiscal' : ''}.`,
		])
		w.heading('Contact')
		w.paragraph(signature(charity))
	})
}
