import { kindOfPotType } from '#app/lib/account/account-kind.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { AMOUNT_LINK_CENTS } from '#app/lib/pots/goal.ts'
import { amountLinkPath, embedSnippet, widgetPath } from '#app/lib/pots/widget.ts'
import { absoluteUrl } from '#app/mail/urls.server.ts'
import { parseId } from '#app/lib/ids.ts'
import { potTheme } from '#app/lib/site/theme-colour.ts'
import { getPublicPot } from './pot-page.server.ts'

/** What the organiser's view offers to show the pot elsewhere: the widget's snippet, prefilled-amount links. */
export function widgetLinks(request: Request, pot: { id: number; name: string; potType: number }) {
	return {
		snippet: embedSnippet(absoluteUrl(request, widgetPath(pot.id)), pot.name),
		amountLinks: AMOUNT_LINK_CENTS.map((cents) => ({
			cents,
			url: absoluteUrl(request, amountLinkPath(pot.id, cents)),
		})),
		editUrl: createPaths.edit(kindOfPotType(pot.potType), pot.id),
	}
}

/**
 * The widget's data for a pot (issue 27, item 5), or null when the pot is unknown, unpublished or suspended:
 * the widget is a 404 then.
 */
export function widgetData(idParam: string | undefined) {
	const potId = parseId(idParam)
	const pot = potId ? getPublicPot(potId) : null
	if (!pot || !pot.isActive || pot.suspendedAt !== null) return null
	const theme = potTheme({ color: pot.color, isCompanyPot: kindOfPotType(pot.potType) === 'company' })
	return {
		name: pot.name,
		charityName: pot.charityName,
		collectedCents: pot.totalCents,
		goalCents: pot.goalCents,
		donatorsCount: pot.donatorsCount,
		// Relative: the frame's document is ours, the link opens the pot in the top window.
		potUrl: createPaths.pot(pot.id),
		theme: { colour: theme.colour, ink: theme.ink },
	}
}
