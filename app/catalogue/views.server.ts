import { and, asc, eq, inArray } from 'drizzle-orm'
import { getDb } from '#app/platform/db.server.ts'
import { catalogueUrl } from '#app/lib/assets.ts'
import { certificationLabels } from '#db/catalogue/image-svg.ts'
import { catalogueImagePaths } from '#db/catalogue/images.ts'
import { type Certification, charitySdgs, sdgs } from '#db/schema/index.ts'
import { type CertificationView, type SdgView } from './types.ts'

export const certificationView = (code: Certification): CertificationView => ({
	code,
	label: certificationLabels[code],
	imageUrl: catalogueUrl(catalogueImagePaths.certification(code)),
})

export const sdgColumns = {
	number: sdgs.number,
	title: sdgs.title,
	shortTitle: sdgs.shortTitle,
	colour: sdgs.colour,
	iconUrl: sdgs.iconPath,
}

/** The active goals of some charities, by charity id, in goal order. */
export function activeSdgsOf(ids: number[]): Map<number, SdgView[]> {
	const byCharity = new Map<number, SdgView[]>()
	if (!ids.length) return byCharity
	const rows = getDb()
		.select({ charityId: charitySdgs.charityId, ...sdgColumns })
		.from(charitySdgs)
		.innerJoin(sdgs, eq(sdgs.number, charitySdgs.sdgNumber))
		.where(and(inArray(charitySdgs.charityId, ids), eq(charitySdgs.isActive, true)))
		.orderBy(asc(charitySdgs.charityId), asc(sdgs.number))
		.all()
	for (const { charityId, ...sdg } of rows)
		byCharity.set(charityId, [...(byCharity.get(charityId) ?? []), sdg])
	return byCharity
}
