import { eq } from 'drizzle-orm'
import { charities, companies, pots } from '#db/schema/index.ts'
import { getDb } from '../db.server.ts'

/** The public view of a pot (the full pot page comes with the donations work). */
export function getPublicPot(potId: number) {
	return (
		getDb()
			.select({
				id: pots.id,
				name: pots.name,
				descriptionHtml: pots.descriptionHtml,
				closingDate: pots.closingDate,
				color: pots.color,
				isLocked: pots.isLocked,
				potType: pots.potType,
				bannerPath: pots.bannerPath,
				isActive: pots.isActive,
				creatorId: pots.creatorId,
				totalCents: pots.donationsTotalCents,
				donatorsCount: pots.donatorsCount,
				charityName: charities.name,
				charitySlug: charities.slug,
				charityLogo: charities.logoPath,
				companyLogo: companies.logoPath,
			})
			.from(pots)
			.innerJoin(charities, eq(charities.id, pots.charityId))
			.leftJoin(companies, eq(companies.userId, pots.creatorId))
			.where(eq(pots.id, potId))
			.get() ?? null
	)
}
