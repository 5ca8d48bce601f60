import { charitiesPart1 } from './charities-1.ts'
import { charitiesPart2 } from './charities-2.ts'
import { charitiesPart3 } from './charities-3.ts'
import { charitiesPart4 } from './charities-4.ts'
import { type CatalogueCharity } from './types.ts'

/** Every fictional partner charity of the demo catalogue, grouped by category. */
export const charities: CatalogueCharity[] = [
	...charitiesPart1,
	...charitiesPart2,
	...charitiesPart3,
	...charitiesPart4,
]
