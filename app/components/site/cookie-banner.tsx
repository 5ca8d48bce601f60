import { Form, Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { watchBannerRoom } from './banner-room.ts'
import { links } from '#app/lib/site/site-links.ts'

/** The same button twice: refusing is exactly as easy as accepting; compact on phones. */
const buttonClass = 'btn-secondary flex-1 whitespace-nowrap px-3 py-1.5 md:flex-none md:px-5 md:py-2.5'

/**
 * Cookie consent (docs/requirements.md#spec-1-2): accept and deny are equally prominent; nothing non-essential is set
 * before a choice. On a phone it keeps to a few lines at the bottom of the screen (the title runs into the
 * text). Without JavaScript it is a plain form that posts and comes back to the same page.
 */
export function CookieBanner({ redirectTo }: { redirectTo: string }) {
	const banner = useRef<HTMLElement>(null)
	useEffect(() => (banner.current ? watchBannerRoom(banner.current) : undefined), [])
	return (
		<section
			ref={banner}
			id="cookie-banner"
			aria-labelledby="cookie-banner-title"
			className="sticky inset-x-0 bottom-0 z-40 border-t-4 border-brand bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
		>
			<div className="container-page flex flex-col gap-2 py-2 md:flex-row md:items-center md:gap-3 md:py-4">
				<div className="flex-1 text-xs leading-snug md:text-sm md:leading-normal">
					<h2 id="cookie-banner-title" className="inline font-semibold md:block md:text-base">
						Vos choix en matière de cookies
					</h2>{' '}
					<p className="inline text-muted md:block">
						Nous utilisons des cookies de mesure d&apos;audience pour améliorer Donnons. Les cookies
						nécessaires au fonctionnement du site (connexion, sécurité) sont toujours actifs. Votre choix est
						conservé 13 mois.{' '}
						<Link to={links.cookies} className="text-brand-dark underline">
							En savoir plus
						</Link>
					</p>
				</div>
				<Form method="post" action="/cookies" className="flex shrink-0 gap-3">
					<input type="hidden" name="redirectTo" value={redirectTo} />
					<button type="submit" name="consent" value="denied" className={buttonClass}>
						Tout refuser
					</button>
					<button type="submit" name="consent" value="accepted" className={buttonClass}>
						Tout accepter
					</button>
				</Form>
			</div>
		</section>
	)
}

/**
 * Keeps the page's bottom scroll padding as tall as the banner plus a margin (SC 2.4.11), whatever the screen
 * width or text size; the stylesheet's fixed room is the fallback without JavaScript.
 */
