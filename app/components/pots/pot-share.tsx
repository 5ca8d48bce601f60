import { useState } from 'react'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { ShareByEmail } from './share-by-email-button.tsx'

/** Share links of a pot (docs/requirements.md#spec-3-2): plain links, plus a clipboard button once JavaScript runs. */
export function PotShare({
	potId,
	url,
	title,
	withMessage = false,
}: {
	potId: number
	url: string
	title: string
	/** The organiser's e-mail share may carry a personal message. */
	withMessage?: boolean
}) {
	const hydrated = useHydrated()
	const [copied, setCopied] = useState(false)
	const u = encodeURIComponent(url)
	const links = [
		{ name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
		{
			name: 'X (Twitter)',
			href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
		},
		{ name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
	]
	async function copy() {
		try {
			await navigator.clipboard.writeText(url)
			setCopied(true)
		} catch {
			setCopied(false)
		}
	}
	return (
		<section aria-labelledby="pot-share-title" className="mt-6">
			<h2 id="pot-share-title" className="mb-2 text-lg font-semibold">
				Partagez la cagnotte
			</h2>
			<ul className="mb-3 flex flex-wrap gap-2">
				{links.map((link) => (
					<li key={link.name}>
						<a href={link.href} target="_blank" rel="noopener noreferrer" className="btn-secondary">
							{link.name}
							<span className="sr-only"> (nouvelle fenêtre)</span>
						</a>
					</li>
				))}
				<li>
					<ShareByEmail potId={potId} className="btn-secondary" withMessage={withMessage} />
				</li>
			</ul>
			<label htmlFor="pot-share-url" className="mb-1 block text-sm font-medium">
				Lien de la cagnotte
			</label>
			<div className="flex flex-wrap gap-2">
				<input
					id="pot-share-url"
					type="text"
					readOnly
					value={url}
					className="min-w-0 flex-1 rounded border border-gray-500 px-3 py-2"
				/>
				{hydrated ? (
					<button type="button" className="btn-secondary" onClick={() => void copy()}>
						Copier le lien
					</button>
				) : null}
			</div>
			<p aria-live="polite" className="mt-1 text-sm text-green-800">
				{copied ? 'Lien copié dans le presse-papiers' : ''}
			</p>
		</section>
	)
}
