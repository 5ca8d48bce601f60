import { type CharityFilters } from '#app/lib/catalogue/charity-filters.ts'
import { type Certification } from '#db/schema/index.ts'

/** Client-safe shapes of the charity catalogue: what the server loads and the components show. */

/** Shapes shared by the charity cards and the charity page. */
export type CertificationView = { code: Certification; label: string; imageUrl: string }
export type SdgView = { number: number; title: string; shortTitle: string; colour: string; iconUrl: string }

export type CharitySearchInput = {
	q?: string
	countries?: readonly string[]
	regions?: readonly string[]
	/** Category slugs. */
	categories?: readonly string[]
	/** Goal numbers. */
	sdgs?: readonly number[]
	/** Only this charity (step 1's ?assoc=). */
	id?: number | null
	page?: number
	/** The generation of the shuffled order the visitor is paging through (`ordre`); default: the current one. */
	order?: number | null
}

export type CharityCardData = {
	id: number
	slug: string
	name: string
	purpose: string
	description: string
	bannerUrl: string
	logoUrl: string | null
	category: { slug: string; name: string }
	certification: CertificationView
	sdgs: SdgView[]
}

export type CharitySearchResult = {
	total: number
	page: number
	pageCount: number
	items: CharityCardData[]
	/** The generation of the shuffled order the page follows: the page links carry it. */
	order: number
}

export type FilterOptions = {
	categories: Array<{ slug: string; name: string }>
	regions: Array<{ code: string; name: string }>
	countries: Array<{ code: string; name: string }>
	sdgs: SdgView[]
}

/** Everything the public charity page and its modal show (docs/requirements.md#spec-2-3 Charity, "Charity details"). */
export type CharityPageData = {
	id: number
	slug: string
	name: string
	purpose: string
	description: string
	about: string
	/** The rich description, sanitised with an allowlist. */
	descriptionHtml: string
	actions: string
	videoUrl: string | null
	bannerUrl: string
	hasBanner: boolean
	logoUrl: string | null
	website: string | null
	descDocUrl: string | null
	eventDocUrl: string | null
	impact30: string
	impact100: string
	privateRate: number
	enterpriseRate: number
	city: string | null
	foundedYear: number | null
	category: { slug: string; name: string }
	/** The main certification (shown on the banner). */
	certification: CertificationView
	certifications: CertificationView[]
	sdgs: SdgView[]
	countries: Array<{ code: string; name: string }>
	regions: Array<{ code: string; name: string }>
	images: Array<{ url: string; alt: string }>
}

export type CharitySearchPage = {
	filters: CharityFilters
	options: FilterOptions
	result: CharitySearchResult
}
