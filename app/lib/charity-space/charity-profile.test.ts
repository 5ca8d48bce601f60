import { describe, expect, test } from 'vitest'
import {
	documentFileProblem,
	isUnchangedPlainDescription,
	profileDiff,
	profileFormSchema,
	profileMessages,
	type ProfileFiles,
	type ProfileReferences,
	type ProfileValues,
} from './charity-profile.ts'

const refs: ProfileReferences = {
	categorySlugs: ['solidarite', 'sante'],
	regionCodes: ['IDF', 'BRE'],
	legalCategory: null,
}

const form = (fields: Record<string, unknown> = {}) => ({
	purpose: 'Nourrir les familles du quartier',
	description: 'Une épicerie solidaire',
	about: 'Fondée en 2010',
	descriptionHtml: '<p>Notre histoire</p>',
	actions: 'Distributions chaque semaine',
	impact30: '10 repas',
	impact100: '35 repas',
	category: 'solidarite',
	sdgs: ['2', '3'],
	countries: ['FR', 'BE'],
	regions: 'IDF',
	privateRate: '66',
	enterpriseRate: '60',
	receiptType: 'GENERATED',
	signatoryName: 'Anne Martin',
	signatoryRole: 'Présidente',
	...fields,
})

const errorsOf = (fields: Record<string, unknown>, references = refs) => {
	const result = profileFormSchema(references).safeParse(form(fields))
	return result.success ? {} : result.error.flatten().fieldErrors
}

describe('profileFormSchema', () => {
	test('a complete form: goals 8, 11 and 17 added, lists as arrays, empty optional fields null', () => {
		const result = profileFormSchema(refs).parse(form({ videoUrl: '', website: '' }))
		expect(result.sdgs).toEqual([2, 3, 8, 11, 17])
		expect(result.regions).toEqual(['IDF'])
		expect(result.countries).toEqual(['FR', 'BE'])
		expect(result).toMatchObject({ videoUrl: null, website: null, privateRate: 66, enterpriseRate: 60 })
	})

	test('forged values get French messages', () => {
		expect(errorsOf({ sdgs: ['abc'] })).toMatchObject({ sdgs: [profileMessages.sdgInvalid] })
		expect(errorsOf({ sdgs: ['18'] })).toMatchObject({ sdgs: [profileMessages.sdgInvalid] })
		expect(errorsOf({ privateRate: 'abc' }).privateRate).toContain(profileMessages.privateRateInvalid)
		expect(errorsOf({ receiptType: 'AUTRE' }).receiptType).toEqual([profileMessages.receiptTypeRequired])
		expect(errorsOf({ category: undefined }).category).toEqual([profileMessages.categoryRequired])
	})

	test('required texts and lengths', () => {
		expect(errorsOf({ purpose: '  ' }).purpose).toEqual([profileMessages.purposeRequired])
		expect(errorsOf({ impact30: 'x'.repeat(201) }).impact30).toEqual([profileMessages.tooLong(200)])
	})

	test('references: unknown category, region, country; no country at all', () => {
		expect(errorsOf({ category: 'inconnue' }).category).toEqual([profileMessages.categoryRequired])
		expect(errorsOf({ regions: ['IDF', 'ZZZ'] }).regions).toEqual([profileMessages.regionInvalid])
		expect(errorsOf({ countries: ['XX'] }).countries).toEqual([profileMessages.countryInvalid])
		expect(errorsOf({ countries: undefined }).countries).toEqual([profileMessages.countriesRequired])
	})

	test('web addresses: the three video sites, an https website', () => {
		expect(errorsOf({ videoUrl: 'https://example.org/film' }).videoUrl).toEqual([
			profileMessages.videoInvalid,
		])
		expect(errorsOf({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }).videoUrl).toBeUndefined()
		expect(errorsOf({ website: 'http://asso.fr' }).website).toEqual([profileMessages.websiteInvalid])
		expect(errorsOf({ website: 'https://asso.fr' }).website).toBeUndefined()
	})

	test('tax rates: 66 or 75 for individuals, 75 only for aid to people in difficulty, 60 for companies', () => {
		expect(errorsOf({ privateRate: '50' }).privateRate).toContain(profileMessages.privateRateInvalid)
		expect(errorsOf({ privateRate: '75' }).privateRate).toBeUndefined()
		const general = { ...refs, legalCategory: 'GENERAL_INTEREST' }
		expect(errorsOf({ privateRate: '75' }, general).privateRate).toEqual([
			profileMessages.privateRateCategory,
		])
		const help = { ...refs, legalCategory: 'HELP_IN_DIFFICULTY' }
		expect(errorsOf({ privateRate: '66' }, help).privateRate).toEqual([profileMessages.privateRateCategory])
		expect(errorsOf({ enterpriseRate: '66' }).enterpriseRate).toEqual([profileMessages.enterpriseRateInvalid])
	})

	test('the signatory is required only when Donnons makes the receipts', () => {
		expect(errorsOf({ signatoryName: '', signatoryRole: '' })).toMatchObject({
			signatoryName: [profileMessages.signatoryRequired],
			signatoryRole: [profileMessages.signatoryRoleRequired],
		})
		expect(errorsOf({ receiptType: 'ASSOCIATION', signatoryName: '', signatoryRole: '' })).toEqual({})
	})
})

describe('isUnchangedPlainDescription', () => {
	const html =
		'<h3>Notre histoire</h3><p>Fondée en <strong>2010</strong>.</p><ul><li>Repas</li><li>Ateliers</li></ul>'
	test('the textarea posted back as shown (CRLF line ends) keeps the HTML', () => {
		expect(
			isUnchangedPlainDescription('Notre histoire\r\n\r\nFondée en 2010.\r\n\r\n- Repas\r\n- Ateliers', html),
		).toBe(true)
	})
	test('an edited text, or the editor’s HTML, is a new description', () => {
		expect(
			isUnchangedPlainDescription('Notre histoire\n\nFondée en 2011.\n\n- Repas\n- Ateliers', html),
		).toBe(false)
		expect(isUnchangedPlainDescription('<p>Notre histoire</p>', html)).toBe(false)
	})
})

describe('documentFileProblem', () => {
	test('PDF only, 5 Mo at most', () => {
		expect(documentFileProblem({ type: 'application/pdf', size: 1000 })).toBeNull()
		expect(documentFileProblem({ type: '', size: 1000, name: 'rapport.PDF' })).toBeNull()
		expect(documentFileProblem({ type: 'image/png', size: 1000 })).toBe(profileMessages.documentNotPdf)
		expect(documentFileProblem({ type: 'application/pdf', size: 6 * 1024 * 1024 })).toBe(
			profileMessages.documentTooLarge,
		)
	})
})

describe('profileDiff', () => {
	const values: ProfileValues = {
		...profileFormSchema(refs).parse(form()),
	}
	const files: ProfileFiles = {
		bannerPath: '/uploads/charities/a.jpg',
		logoPath: null,
		signaturePath: null,
		descDocPath: null,
		eventDocPath: null,
		slides: [{ path: '/uploads/charities/s1.jpg', alt: 'Distribution' }],
	}
	const names = {
		categories: { solidarite: 'Solidarité', sante: 'Santé' },
		regions: { IDF: 'Île-de-France', BRE: 'Bretagne' },
		countries: (code: string) => ({ FR: 'France', BE: 'Belgique', DE: 'Allemagne' })[code] ?? code,
	}

	test('nothing changed: no line', () => {
		expect(profileDiff({ values, files }, { values: { ...values }, files: { ...files } }, names)).toEqual([])
	})

	test('the rich description is shown as text; a formatting change says so', () => {
		const bold = { values: { ...values, descriptionHtml: '<p><strong>Notre histoire</strong></p>' }, files }
		expect(profileDiff({ values, files }, bold, names)).toEqual([
			{
				field: 'descriptionHtml',
				label: 'Description détaillée',
				kind: 'text',
				before: 'Notre histoire',
				after: 'Notre histoire\n(mise en forme modifiée)',
			},
		])
	})

	test('changed texts, names of lists, images; lists compared whatever their order', () => {
		const proposed = {
			values: {
				...values,
				purpose: 'Nourrir et loger',
				category: 'sante',
				countries: ['BE', 'FR'],
				regions: ['BRE'],
			},
			files: { ...files, logoPath: '/uploads/charities/logo.png', slides: [] },
		}
		expect(profileDiff({ values, files }, proposed, names)).toEqual([
			{ field: 'purpose', label: 'Objet', kind: 'text', before: values.purpose, after: 'Nourrir et loger' },
			{ field: 'category', label: 'Catégorie', kind: 'text', before: 'Solidarité', after: 'Santé' },
			{
				field: 'regions',
				label: 'Régions d’action',
				kind: 'text',
				before: 'Île-de-France',
				after: 'Bretagne',
			},
			{ field: 'logoPath', label: 'Logo', kind: 'image', before: null, after: '/uploads/charities/logo.png' },
			{
				field: 'slides',
				label: 'Diaporama',
				kind: 'images',
				before: ['/uploads/charities/s1.jpg'],
				after: [],
			},
			{
				field: 'slideAlts',
				label: 'Textes alternatifs du diaporama',
				kind: 'text',
				before: 'Distribution',
				after: '',
			},
		])
	})
})
