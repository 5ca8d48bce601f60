import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { getSessionUser } from '#app/auth/session.server.ts'
import {
	GoalProgress,
	PotCause,
	PotMatching,
	PotMoneySection,
	PotNewsSection,
	PotSupportMessages,
} from '#app/components/pots/pot-server-parts.tsx'
import { PotDonateBox } from '#app/components/pots/pot-donate-box.tsx'
import { PotInfoDialog } from '#app/components/pots/pot-info-dialog.tsx'
import { potMatchingViewAt } from '#app/pots/matching.server.ts'
import { potMoneyFactsOf, potMoneyFrom } from '#app/payouts/pot-money.server.ts'
import { potPageDataOf } from '#app/pots/pot-page-data.server.ts'
import { PotSections } from '#app/components/pots/pot-sections.tsx'
import { PotShare } from '#app/components/pots/pot-share.tsx'
import { prefilledAmountText } from '#app/lib/pots/goal.ts'
import { brandAssets } from '#app/lib/assets.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { daysRemaining, daysRemainingLabel, isPotClosed } from '#app/lib/dates.ts'
import { decideDonation } from '#app/lib/donations/donate-rules.ts'
import { infoMessages } from '#app/lib/info-messages.ts'
import { giftRefusal, giftRefusalMessage, suspensionNotice } from '#app/lib/pots/pot-gifts.ts'
import { formatEuros } from '#app/lib/money.ts'
import {
	formatParticipantsCursor,
	parseParticipantsCursor,
	PARTICIPANTS_CURSOR_PARAM,
} from '#app/lib/pots/participants-cursor.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { donateActionLd } from '#app/lib/site/structured-data.ts'
import { absoluteUrl } from '#app/mail/urls.server.ts'
import { JsonLd } from '#app/components/json-ld.tsx'
import { profileBlock } from '#app/donations/payment-page.server.ts'
import { requireActivePot, PARTICIPANTS_PAGE_SIZE } from '#app/pots/pot-page.server.ts'
import { kindOfPotType } from '#app/lib/account/account-kind.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { potTheme, potThemeStyle } from '#app/lib/site/theme-colour.ts'
import { FULL_WIDTH_SIZES, responsiveImage } from '#app/lib/image-variants.ts'

export const meta: MetaFunction<typeof loader> = (args) => {
	const { data } = args
	if (!data) return [{ title: 'Donnons' }]
	const { pot, og } = data
	const tags = pageMeta(args, {
		title: pot.name,
		description: og.description,
		path: createPaths.pot(pot.id),
		image: og.image,
	})
	// A pot on invitation is reached by its link only: not listed, and search engines are asked not to index it.
	return pot.isLocked ? [...tags, { name: 'robots', content: 'noindex' }] : tags
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	// One page of 50 at most, wherever the cursor points (docs/performance.md); the count is the pot's stored one.
	const after = parseParticipantsCursor(url.searchParams.get(PARTICIPANTS_CURSOR_PARAM))
	// What every visitor sees, kept per worker under the pot's page version (app/pots/pot-page-data.server.ts);
	// the visitor's own bits and everything that depends on the time are computed below, per request.
	const page = potPageDataOf(params.id, after, pageReaders)
	if (!page || !page.pot.isActive) throw redirect('/')
	const { pot, participants } = page
	const user = await getSessionUser(request)
	const now = new Date()
	const closed = isPotClosed(pot.closingDate, now)
	const isCreator = user?.id === pot.creatorId
	const shownBefore = Math.min(after?.shown ?? 0, pot.donationsCount)
	const pageUrl = absoluteUrl(request, createPaths.pot(pot.id))
	const { description, shareImage } = page
	const image = absoluteUrl(request, pot.bannerPath ?? brandAssets.defaultBanner)
	return {
		pot,
		// The notice's texts come with the data: the page's own code stays without the admin texts (bench:js).
		suspension: suspensionNotice(giftRefusal(pot, now)),
		banner: {
			src: pot.bannerPath ?? brandAssets.defaultBanner,
			...responsiveImage(pot.bannerPath ?? '', FULL_WIDTH_SIZES, { originalWidth: 1920 }),
		},
		closed,
		remaining: closed ? 'Cagnotte terminée' : daysRemainingLabel(daysRemaining(pot.closingDate, now)),
		// The style itself, not the theme: the colour rules stay on the server (bench:js).
		themeStyle: potThemeStyle(
			potTheme({ color: pot.color, isCompanyPot: kindOfPotType(pot.potType) === 'company' }),
		),
		canEdit: isCreator && !closed,
		canShare: !pot.isLocked || isCreator,
		isCreator,
		editUrl: createPaths.edit(kindOfPotType(pot.potType), pot.id),
		loggedIn: Boolean(user),
		// The text itself: the page's code stays without the other notices (bench:js).
		paymentPending: url.searchParams.has('transactionId') ? infoMessages.paymentPending : null,
		prefilledAmount: prefilledAmountText(url.searchParams.get('amount')),
		participants: participants.items,
		participantsTotal: pot.donationsCount,
		shownBefore: after ? shownBefore : 0,
		nextCount: participants.next
			? Math.max(
					1,
					Math.min(PARTICIPANTS_PAGE_SIZE, pot.donationsCount - shownBefore - participants.items.length),
				)
			: 0,
		nextCursor: participants.next ? formatParticipantsCursor(participants.next) : null,
		sdgs: page.sdgs,
		news: page.news,
		money: potMoneyFrom(page.moneyFacts, now),
		supportMessages: page.supportMessages,
		matching: potMatchingViewAt(page.matching, pot.organiserName, now),
		og: { url: pageUrl, description, image: shareImage },
		jsonLd: donateActionLd({
			name: pot.name,
			description,
			url: pageUrl,
			imageUrl: image,
			charityName: pot.charityName,
			charityUrl: absoluteUrl(request, createPaths.charity(pot.charitySlug)),
			closingDate: pot.closingDate,
			closed: closed || pot.suspendedAt !== null || !pot.charityActive || pot.charityVerifiedAt === null,
		}),
	}
}

/** « Où va l'argent » is kept with the page's data: its facts, without the clock (potMoneyFrom adds it). */
const pageReaders = { money: potMoneyFactsOf }

/** The donation box: the donate rules of docs/requirements.md#spec-3-4, then a redirect or the message under the amount. */
export async function action({ request, params }: ActionFunctionArgs) {
	const pot = requireActivePot(params.id)
	const user = await getSessionUser(request)
	const form = await readForm(request)
	const amountText = String(form.get('amount') ?? '').slice(0, 40)
	// A charity still registering: no gift yet, whoever asks (the page shows why).
	if (giftRefusal(pot, new Date()) === 'charity-unverified')
		return data({ error: giftRefusalMessage('charity-unverified'), amount: amountText }, { status: 400 })
	const decision = decideDonation({
		potId: pot.id,
		closed: isPotClosed(pot.closingDate, new Date()),
		suspended: pot.suspendedAt !== null || !pot.charityActive,
		loggedIn: Boolean(user),
		profileError: user ? (profileBlock(user, 'card')?.message ?? null) : null,
		quick: form.get('intent') === 'quick',
		amountText,
	})
	if (decision.ok) throw redirect(decision.redirectTo)
	return data({ error: decision.error, amount: amountText }, { status: 400 })
}

export default function PotPage() {
	const d = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { pot } = d
	const isCompanyPot = kindOfPotType(pot.potType) === 'company'
	const logo = isCompanyPot ? (pot.companyLogo ?? pot.charityLogo) : pot.charityLogo
	return (
		<article className="pot-theme" style={d.themeStyle}>
			{pot.isLocked ? null : <JsonLd data={d.jsonLd} />}
			<div className="relative border-b-8 border-(--pot-colour)">
				<img
					src={d.banner.src}
					srcSet={d.banner.srcSet}
					sizes={d.banner.sizes}
					alt=""
					width={1920}
					height={686}
					className="aspect-[2.8] w-full object-cover"
				/>
				{logo ? (
					<img
						src={logo}
						alt={
							isCompanyPot && pot.companyLogo ? `Logo de ${pot.organiserName}` : `Logo de ${pot.charityName}`
						}
						width={96}
						height={96}
						className="absolute bottom-4 left-4 h-16 w-16 rounded-xl bg-white object-contain p-2 shadow ring-4 ring-(--pot-colour) sm:h-24 sm:w-24"
					/>
				) : null}
			</div>
			{/* On a phone the collect box (and its donation form) comes right after the pot's name, before the
			    pot's word and participants; from lg up it is the right-hand column beside both. */}
			<div className="container-page grid gap-8 py-8 lg:grid-cols-[2fr_1fr] lg:grid-rows-[auto_1fr] lg:gap-y-0">
				<div>
					{d.suspension?.tone === 'info' ? (
						<div role="status" className="mb-4 rounded border border-sky-700 bg-sky-50 p-3 text-sky-900">
							<p className="font-semibold">{d.suspension.title}</p>
							<p>{d.suspension.text}</p>
						</div>
					) : d.suspension ? (
						<div role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3 text-red-900">
							<p className="font-semibold">{d.suspension.title}</p>
							<p>{d.suspension.text}</p>
						</div>
					) : null}
					{d.paymentPending ? (
						<p role="status" className="mb-4 rounded border border-sky-700 bg-sky-50 p-3 text-sky-900">
							{d.paymentPending}
						</p>
					) : null}
					<h1 className="mb-2 text-3xl font-bold">{pot.name}</h1>
					<p className="mb-2 text-muted">
						Au profit de{' '}
						<Link to={createPaths.charity(pot.charitySlug)} className="text-brand-dark underline">
							{pot.charityName}
						</Link>
						{pot.isLocked ? (
							<>
								{' · '}
								<span className="rounded-full bg-paper px-2 py-0.5 font-semibold text-brand-dark">
									Cagnotte sur invitation
								</span>
							</>
						) : null}
					</p>
					<p className="mb-2 text-muted">Cagnotte organisée par {pot.organiserName}</p>
				</div>
				<aside className="h-fit lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="La collecte">
					<div className="rounded-2xl border-2 border-(--pot-colour) p-6">
						<p className="text-3xl font-bold text-brand-dark">{formatEuros(pot.totalCents)}</p>
						<p className="text-muted">
							collectés · {pot.donatorsCount} participant{pot.donatorsCount > 1 ? 's' : ''}
						</p>
						{/* A part that prints nothing is not rendered: the browser would take its empty HTML for none. */}
						{pot.goalCents !== null && pot.goalCents > 0 ? (
							<GoalProgress
								collectedCents={pot.totalCents}
								goalCents={pot.goalCents}
								raiseHref={d.canEdit ? d.editUrl : null}
							/>
						) : null}
						{d.matching ? <PotMatching matching={d.matching} /> : null}
						<p className="mt-2">{d.remaining}</p>
						{d.canEdit ? (
							<Link to={d.editUrl} className="btn-secondary mt-4">
								<span aria-hidden="true">✎</span> Modifier la cagnotte
							</Link>
						) : null}
						{d.suspension ? (
							<p
								className={`mt-4 font-semibold ${d.suspension.tone === 'info' ? 'text-sky-900' : 'text-red-900'}`}
							>
								{d.suspension.title}
							</p>
						) : (
							<PotDonateBox
								loggedIn={d.loggedIn}
								error={actionData?.error ?? null}
								amount={actionData?.amount ?? d.prefilledAmount}
							/>
						)}
						<PotInfoDialog />
					</div>
					{/* Only what the cause shows: the part keeps its server HTML while these stay the same. */}
					<PotCause
						pot={{
							charityName: pot.charityName,
							charitySlug: pot.charitySlug,
							charityLogo: pot.charityLogo,
							charityDescription: pot.charityDescription,
							certification: pot.certification,
						}}
						sdgs={d.sdgs}
					/>
				</aside>
				<div className="lg:col-start-1 lg:row-start-2">
					{d.canShare ? (
						<PotShare potId={pot.id} url={d.og.url} title={pot.name} withMessage={d.isCreator} />
					) : null}
					<PotSections
						wordTitle={isCompanyPot ? "Le mot de l'entreprise" : 'Le mot du porteur de la cagnotte'}
						descriptionHtml={pot.descriptionHtml}
						participants={d.participants}
						total={d.participantsTotal}
						shownBefore={d.shownBefore}
						nextCount={d.nextCount}
						nextCursor={d.nextCursor}
					/>
					{d.news.length ? <PotNewsSection items={d.news} /> : null}
					{d.supportMessages.length ? <PotSupportMessages messages={d.supportMessages} /> : null}
					{d.money ? <PotMoneySection money={d.money} charityName={pot.charityName} /> : null}
				</div>
			</div>
		</article>
	)
}
