// Types of the demo catalogue: pure data, mapped into tables by the seed.

export type Certification = 'DONNONS' | 'DON_EN_CONFIANCE' | 'IDEAS' | 'EPIC_FONDATION' | 'DO_GOOD'

export const CERTIFICATIONS: readonly Certification[] = [
	'DONNONS',
	'DON_EN_CONFIANCE',
	'IDEAS',
	'EPIC_FONDATION',
	'DO_GOOD',
]

/** The beneficiary categories of cerfa 11580*05 (the same values as the charities.legal_category column). */
type CharityLegalCategory =
	'PUBLIC_UTILITY' | 'GENERAL_INTEREST' | 'HELP_IN_DIFFICULTY' | 'CORPORATE_FOUNDATION' | 'RESEARCH'

export const CHARITY_LEGAL_CATEGORIES: readonly CharityLegalCategory[] = [
	'PUBLIC_UTILITY',
	'GENERAL_INTEREST',
	'HELP_IN_DIFFICULTY',
	'CORPORATE_FOUNDATION',
	'RESEARCH',
]

/** What a tax receipt prints about the beneficiary charity (fictional for the demo charities). */
type CatalogueCharityLegal = {
	/** SIREN: 9 digits passing the Luhn check; RNA: W + 9 digits (associations without a SIREN). */
	idType: 'SIREN' | 'RNA'
	id: string
	/** HELP_IN_DIFFICULTY exactly for the charities whose privateRate is 75. */
	category: CharityLegalCategory
	/** yyyy-MM-dd of the decree recognising public utility: PUBLIC_UTILITY only, after foundedYear. */
	publicUtilityDecreeDate: string | null
	/** The street line of its registered address; the city is the charity's `city`. */
	addressLine1: string
	/** 5 digits, consistent with `city`. */
	postCode: string
	/** Who signs its receipts, and as what ('Présidente', 'Trésorier'…). */
	signatoryName: string
	signatoryRole: string
}

export type CatalogueCategory = { slug: string; name: string; position: number }

export type CatalogueSdg = { number: number; title: string; shortTitle: string; colour: string }

export type CatalogueRegion = { code: string; name: string }

type EventAudience = 'particulier' | 'entreprise'

export type CatalogueEventType = {
	slug: string
	audience: EventAudience
	name: string
	description: string
	position: number
	palette: [string, string]
}

export type CatalogueCharity = {
	/** URL lookup name, lowercase ascii with hyphens, unique. */
	slug: string
	name: string
	/** assoc_object: one sentence. */
	purpose: string
	/** 2–4 sentences of plain text (clamped to 5 lines on cards). */
	description: string
	/** A paragraph. */
	about: string
	/** Rich description: only <p>, <ul>, <li>, <strong>, <h3>. */
	descriptionHtml: string
	/** What the charity does concretely, a paragraph. */
	actions: string
	categorySlug: string
	/** Non-empty; the first is the main one shown. */
	certifications: Certification[]
	/** 2–5 charity-specific goals; the UI always adds goals 8, 11 and 17. */
	sdgs: number[]
	/** ISO 3166-1 alpha-2 codes of the countries where it acts. */
	countries: string[]
	/** Codes from regions.ts where it acts in France (may be empty when international only). */
	regions: string[]
	/** 75 for bodies helping people in difficulty (food, housing, care), else 66. */
	privateRate: 66 | 75
	enterpriseRate: 60
	receiptType: 'GENERATED' | 'ASSOCIATION'
	videoUrl: string | null
	impact30: string
	impact100: string
	/** Two hex colours used to draw its images. */
	palette: [string, string]
	/** Number of slideshow images (2–4). */
	slideCount: number
	foundedYear: number
	city: string
	legal: CatalogueCharityLegal
}

export type CatalogueTestimonial = {
	name: string
	role: string
	age: number | null
	description: string
	palette: [string, string]
	companyLogo: boolean
	/** The company name drawn on the logo when companyLogo is true. */
	company?: string
}
