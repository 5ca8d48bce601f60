// The package's own entry for Node registers all its 80 languages; its browser entry, none: French only.
import countries from 'i18n-iso-countries/index.js'
import fr from 'i18n-iso-countries/langs/fr.json'

countries.registerLocale(fr)

type Country = { alpha2Code: string; name: string }

const collator = new Intl.Collator('fr', { sensitivity: 'base' })

/** Every country with its French name, France first then alphabetical (docs/requirements.md#spec-1-2: "France listed first"). */
export const countryList: Country[] = (() => {
	const names = countries.getNames('fr', { select: 'official' })
	const all = Object.entries(names).map(([alpha2Code, name]) => ({ alpha2Code, name }))
	const france = all.filter((c) => c.alpha2Code === 'FR')
	const others = all.filter((c) => c.alpha2Code !== 'FR').sort((a, b) => collator.compare(a.name, b.name))
	return [...france, ...others]
})()

export const DEFAULT_COUNTRY = 'FR'

export function isCountryCode(code: string) {
	return countries.isValid(code) && code.length === 2 && code === code.toUpperCase()
}

export function countryName(code: string) {
	return countries.getName(code, 'fr', { select: 'official' }) ?? code
}
