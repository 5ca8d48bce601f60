import { useState } from 'react'
import { goalMessages, amountLinkLabel } from '#app/lib/pots/goal-messages.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'

/**
 * The organiser's widget code and prefilled-amount links (issue 27, item 5): the `<iframe>` snippet in a
 * read-only text area (a copy button once JavaScript runs), and links that open the pot with an amount typed.
 */
export function PotEmbed({
	snippet,
	amountLinks,
}: {
	snippet: string
	amountLinks: ReadonlyArray<{ cents: number; url: string }>
}) {
	const hydrated = useHydrated()
	const [copied, setCopied] = useState(false)
	async function copy() {
		try {
			await navigator.clipboard.writeText(snippet)
			setCopied(true)
		} catch {
			setCopied(false)
		}
	}
	return (
		<section aria-labelledby="pot-embed-title" className="mb-10">
			<h2 id="pot-embed-title" className="mb-2 text-2xl font-bold">
				{goalMessages.embedTitle}
			</h2>
			<p id="pot-embed-hint" className="mb-3 text-muted">
				{goalMessages.embedHint}
			</p>
			<label htmlFor="pot-embed-code" className="mb-1 block font-medium">
				{goalMessages.embedLabel}
			</label>
			<textarea
				id="pot-embed-code"
				readOnly
				rows={4}
				value={snippet}
				aria-describedby="pot-embed-hint"
				className="w-full rounded border border-gray-500 px-3 py-2 font-mono text-sm"
			/>
			{hydrated ? (
				<button type="button" className="btn-secondary mt-2" onClick={() => void copy()}>
					{goalMessages.copy}
				</button>
			) : null}
			<p aria-live="polite" className="mt-1 text-sm text-green-800">
				{copied ? goalMessages.copied : ''}
			</p>
			<h3 className="mt-6 mb-2 text-lg font-semibold">{goalMessages.amountLinksTitle}</h3>
			<p className="mb-2 text-muted">{goalMessages.amountLinksHint}</p>
			<ul className="grid gap-2">
				{amountLinks.map((link) => (
					<li key={link.cents} className="flex flex-wrap items-center gap-2">
						<a href={link.url} className="text-brand-dark underline">
							{amountLinkLabel(link.cents)}
						</a>
						<code className="text-sm break-all text-muted">{link.url}</code>
					</li>
				))}
			</ul>
		</section>
	)
}
