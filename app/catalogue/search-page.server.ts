import { parseCharityFilters } from '#app/lib/catalogue/charity-filters.ts'
import { getFilterOptions, searchCharities } from './search.server.ts'
import { type CharitySearchPage } from './types.ts'

/**
 * What the two search pages (step 1 and the partner charities list) load: the filters from the URL
 * (unknown values dropped), the panel's choices and one page of results in the shuffled order.
 */
export function loadCharitySearchPage(request: Request): CharitySearchPage {
	const url = new URL(request.url)
	const options = getFilterOptions()
	const filters = parseCharityFilters(url.searchParams, {
		categories: options.categories.map((c) => c.slug),
		countries: options.countries.map((c) => c.code),
		regions: options.regions.map((r) => r.code),
	})
	const result = searchCharities({
		q: filters.q,
		categories: filters.categories,
		countries: filters.countries,
		regions: filters.regions,
		sdgs: filters.sdgs,
		id: filters.assoc,
		page: filters.page,
		order: filters.order,
	})
	return { filters: { ...filters, page: result.page, order: result.order }, options, result }
}
