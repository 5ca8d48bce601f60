import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PotCards } from '#app/components/pots/pot-cards.tsx'
import { getSessionUser } from '#app/auth/session.server.ts'
import { listEventTypes } from '#app/catalogue/event-types.server.ts'
import { getCharityBySlug } from '#app/catalogue/search.server.ts'
import { charityShareImage } from '#app/catalogue/share-card.server.ts'
import { type ShareImage } from '#app/lib/site/share-card.ts'
import { CharityDetails, type CharityDetailsData } from '#app/components/catalogue/charity-details.tsx'
import { charitySlugCandidates, parseRateAudience } from '#app/lib/catalogue/charity-page.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { potMessages } from '#app/lib/messages.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { listOpenPots } from '#app/pots/discover.server.ts'
import {
	type RateAudience,
	kindOfSegment,
	rateAudienceOf,
	kindOfRateAudience,
	eventAudienceOf,
} from '#app/lib/account/account-kind.ts'
import { parseId } from '#app/lib/ids.ts'

const SEO_DESCRIPTION_LENGTH = 200
/** How many of its open pots a charity page lists, the most recent first. */
const CHARITY_POTS = 12

function shorten(text: string, max: number) {
	if (text.length <= max) return text
	const cut = text.slice(0, max - 1)
	return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`
}

/**
 * The public charity page (spec 2 "Charity details"): /association/{slug} or
 * /association/don-{slug}-cagnotte-solidaire. Its side block GETs this page with intent=create: a valid
 * event leads to step 2 (/create/{particular|company}/details?evt&assoc), none re-renders with the spec's
 * "Le type d'événement est obligatoire". An unknown charity leads home ("On a load error the user goes home").
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const charity = charitySlugCandidates(params.url)
		.map((slug) => getCharityBySlug(slug))
		.find((found) => found != null)
	if (!charity) throw redirect('/')
	const url = new URL(request.url)
	const user = await getSessionUser(request)
	const lockedAudience: RateAudience | null = user
		? user.role === 'enterprise'
			? 'ENTERPRISE'
			: 'PRIVATE'
		: null
	const type = kindOfSegment(url.searchParams.get('type') ?? undefined)
	const audience =
		lockedAudience ??
		parseRateAudience(url.searchParams.get('audience')) ??
		(type ? rateAudienceOf(type) : null)
	const eventTypes = {
		particulier: listEventTypes('particulier').map(({ id, name }) => ({ id, name })),
		entreprise: listEventTypes('entreprise').map(({ id, name }) => ({ id, name })),
	}
	const evtParam = url.searchParams.get('evt')
	const evtId = parseId(evtParam)
	const event = evtId
		? (['particulier', 'entreprise'] as const)
				.map((group) => ({ group, found: eventTypes[group].find((e) => e.id === evtId) }))
				.find((match) => match.found)
		: undefined
	let error: string | null = null
	if (url.searchParams.get('intent') === 'create') {
		// A visitor who picked no audience gets the event's own; a chosen or locked audience must match it.
		const chosen = audience ?? (event?.group === 'entreprise' ? 'ENTERPRISE' : event ? 'PRIVATE' : null)
		if (event?.found && chosen && eventAudienceOf(kindOfRateAudience(chosen)) === event.group) {
			throw redirect(
				createPaths.details(kindOfRateAudience(chosen), { evt: event.found.id, assoc: charity.id }),
			)
		}
		error = potMessages.eventTypeRequired
	}
	const payload: CharityDetailsData & { pots: ReturnType<typeof listOpenPots>; shareImage: ShareImage } = {
		charity,
		eventTypes,
		lockedAudience,
		audience,
		evt: event?.found ? String(event.found.id) : null,
		error,
		formAction: createPaths.charity(charity.slug),
		pots: listOpenPots({ limit: CHARITY_POTS, charityId: charity.id }),
		shareImage: charityShareImage(charity),
	}
	return data(payload, { status: error ? 400 : 200 })
}

export const meta: MetaFunction<typeof loader> = (args) => {
	const { data } = args
	if (!data) return [{ title: 'Association partenaire — Donnons' }]
	const { charity } = data
	return pageMeta(args, {
		title: `${charity.name} — créez une cagnotte solidaire`,
		description: shorten(charity.about, SEO_DESCRIPTION_LENGTH),
		keywords: [
			charity.name,
			charity.category.name,
			'association',
			'cagnotte solidaire',
			'don',
			'réduction d’impôt',
			'particuliers',
			'entreprises',
		],
		path: createPaths.charity(charity.slug),
		image: data.shareImage,
	})
}

export default function CharityPage() {
	const loaderData = useLoaderData<typeof loader>()
	return (
		<div className="container-page py-8">
			<CharityDetails data={loaderData} titleId="charity-title" headingLevel={1} />
			{loaderData.pots.length > 0 ? (
				<section aria-labelledby="cagnottes-titre" className="mt-12">
					<h2 id="cagnottes-titre" className="mb-2 text-2xl font-bold">
						Cagnottes en cours pour {loaderData.charity.name}
					</h2>
					<p className="mb-6 text-muted">
						Participez à une collecte déjà ouverte au profit de l’association.
					</p>
					<PotCards pots={loaderData.pots} showCharity={false} />
				</section>
			) : null}
		</div>
	)
}
