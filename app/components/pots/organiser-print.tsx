import { posterPaths } from '#app/lib/pots/poster-layout.ts'
import { posterMessages } from '#app/lib/pots/poster-messages.ts'

/**
 * « Imprimer et partager » in the organiser's view (issue 27, item 4): plain download links (no JavaScript
 * needed), the poster, the table stand and the QR code alone.
 */
export function OrganiserPrintSection({ potId }: { potId: number }) {
	const links = [
		{ href: posterPaths.poster(potId), label: posterMessages.posterLink, help: null },
		{ href: posterPaths.stand(potId), label: posterMessages.standLink, help: posterMessages.standHelp },
		{ href: posterPaths.qrPng(potId), label: posterMessages.qrPngLink, help: null },
		{ href: posterPaths.qrSvg(potId), label: posterMessages.qrSvgLink, help: null },
	]
	return (
		<section aria-labelledby="print-title" className="mb-10">
			<h2 id="print-title" className="mb-2 text-2xl font-bold">
				{posterMessages.sectionTitle}
			</h2>
			<p className="mb-4 max-w-prose text-muted">{posterMessages.sectionIntro}</p>
			<ul className="grid gap-3 sm:grid-cols-2">
				{links.map((link) => (
					<li key={link.href}>
						<a href={link.href} className="btn-secondary" download>
							{link.label}
						</a>
						{link.help ? <p className="mt-1 text-sm text-muted">{link.help}</p> : null}
					</li>
				))}
			</ul>
		</section>
	)
}
