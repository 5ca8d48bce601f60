import type { CharityPageData } from '#app/catalogue/types.ts'
import { type RateAudience } from '#app/lib/account/account-kind.ts'
import { SdgIcons } from './charity-card.tsx'
import { CharityCreateForm, type EventOptions } from '../charity-space/charity-create-form.tsx'
import { Slideshow, VideoPlayer } from './charity-media.tsx'
import { PAGE_IMAGE_SIZES, responsiveImage } from '#app/lib/image-variants.ts'

/** What the charity page's loader sends; the modal of the search pages loads the same. */
export type CharityDetailsData = {
	charity: CharityPageData
	eventTypes: EventOptions
	lockedAudience: RateAudience | null
	audience: RateAudience | null
	evt: string | null
	error: string | null
	formAction: string
}

/**
 * The charity details (spec 2 "Charity details (page and modal)"): banner, logo, certification, title,
 * description, slideshow, about, rich description, video, actions, documents, and the side block with the
 * tax reduction, the pot form, the goals and the impact of a 30 € and a 100 € gift.
 */
export function CharityDetails({
	data,
	titleId,
	headingLevel,
}: {
	data: CharityDetailsData
	titleId: string
	headingLevel: 1 | 2
}) {
	const { charity } = data
	const Title = headingLevel === 1 ? 'h1' : 'h2'
	const Sub = headingLevel === 1 ? 'h2' : 'h3'
	const documents = [
		charity.descDocUrl ? { href: charity.descDocUrl, label: 'Présentation et rapport d’activité' } : null,
		charity.eventDocUrl ? { href: charity.eventDocUrl, label: 'Missions en cours' } : null,
	].filter((d): d is { href: string; label: string } => d != null)
	return (
		<article aria-labelledby={titleId}>
			<div className="relative">
				<img
					src={charity.bannerUrl}
					{...responsiveImage(charity.bannerUrl, PAGE_IMAGE_SIZES, { originalWidth: 1920 })}
					alt=""
					width={1400}
					height={500}
					className="aspect-[2.8] w-full rounded-2xl object-cover"
				/>
				{charity.logoUrl ? (
					<img
						src={charity.logoUrl}
						alt={`Logo de ${charity.name}`}
						width={112}
						height={112}
						className="absolute -bottom-10 left-6 h-24 w-24 rounded-full border-4 border-white bg-white sm:h-28 sm:w-28"
					/>
				) : null}
				<img
					src={charity.certification.imageUrl}
					alt={charity.certification.label}
					width={80}
					height={80}
					className="absolute right-4 top-4 h-16 w-16 sm:h-20 sm:w-20"
				/>
			</div>
			<header className="mt-14 mb-6">
				<p className="text-sm font-medium text-brand-dark">{charity.category.name}</p>
				<Title id={titleId} className="text-2xl font-bold sm:text-3xl">
					Créez une cagnotte solidaire pour {charity.name}
				</Title>
				<p className="mt-3 text-lg text-muted">{charity.description}</p>
			</header>
			<div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
				<div className="space-y-8">
					<Slideshow images={charity.images} label={`Photos de ${charity.name}`} />
					<section aria-labelledby={`${titleId}-about`}>
						<Sub id={`${titleId}-about`} className="mb-2 text-xl font-bold">
							À propos de {charity.name}
						</Sub>
						<p>{charity.about}</p>
						{charity.city || charity.foundedYear ? (
							<p className="mt-2 text-sm text-muted">
								{[charity.city, charity.foundedYear ? `fondée en ${charity.foundedYear}` : null]
									.filter(Boolean)
									.join(', ')}
								{charity.countries.length ? ` · ${charity.countries.map((c) => c.name).join(', ')}` : null}
							</p>
						) : null}
					</section>
					{charity.descriptionHtml ? (
						<div
							className="space-y-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-brand-dark [&_a]:underline"
							// Sanitised on the server with an allowlist (sanitizeCharityHtml in app/platform/html-sanitizer.server.ts).
							dangerouslySetInnerHTML={{ __html: charity.descriptionHtml }}
						/>
					) : null}
					{charity.videoUrl ? (
						<section aria-labelledby={`${titleId}-video`}>
							<Sub id={`${titleId}-video`} className="mb-2 text-xl font-bold">
								En vidéo
							</Sub>
							<VideoPlayer url={charity.videoUrl} title={`Vidéo de ${charity.name}`} />
						</section>
					) : null}
					<section aria-labelledby={`${titleId}-actions`}>
						<Sub id={`${titleId}-actions`} className="mb-2 text-xl font-bold">
							Nos actions
						</Sub>
						<p>{charity.actions}</p>
					</section>
					{documents.length || charity.website ? (
						<ul className="flex flex-wrap gap-3">
							{documents.map((doc) => (
								<li key={doc.href}>
									<a href={doc.href} className="btn-secondary">
										{doc.label}
									</a>
								</li>
							))}
							{charity.website ? (
								<li>
									<a href={charity.website} rel="noopener noreferrer" className="btn-secondary">
										Le site de l’association
									</a>
								</li>
							) : null}
						</ul>
					) : null}
				</div>
				<aside aria-label={`Créer une cagnotte pour ${charity.name}`} className="space-y-6">
					<div className="rounded-2xl border border-pink-100 bg-paper p-5 shadow-sm">
						<CharityCreateForm
							action={data.formAction}
							charityId={charity.id}
							rates={charity}
							lockedAudience={data.lockedAudience}
							audience={data.audience}
							evt={data.evt}
							eventTypes={data.eventTypes}
							error={data.error}
						/>
					</div>
					<section aria-labelledby={`${titleId}-goals`}>
						<Sub id={`${titleId}-goals`} className="mb-2 font-bold">
							Objectifs de développement durable
						</Sub>
						<SdgIcons sdgs={charity.sdgs} size={48} label={`Objectifs soutenus par ${charity.name}`} />
					</section>
					<section aria-labelledby={`${titleId}-impact`}>
						<Sub id={`${titleId}-impact`} className="mb-2 font-bold">
							L’impact de votre don
						</Sub>
						<ul className="space-y-2 text-sm">
							<li className="rounded-lg bg-paper p-3">{charity.impact30}</li>
							<li className="rounded-lg bg-paper p-3">{charity.impact100}</li>
						</ul>
					</section>
				</aside>
			</div>
		</article>
	)
}
