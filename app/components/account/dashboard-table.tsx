import { type ReactNode } from 'react'

/** A dashboard table: a caption for assistive technologies, column headers, scrolls sideways on a phone. */
export function TableFrame({
	label,
	head,
	children,
}: {
	label: string
	head: string[]
	children: ReactNode
}) {
	return (
		// relative: the table's visually hidden texts (absolutely positioned) stay inside the scrolling frame
		// instead of widening the page on a phone.
		<div className="relative overflow-x-auto rounded-xl border border-pink-100 bg-white">
			<table className="w-full text-sm">
				<caption className="sr-only">{label}</caption>
				<thead className="bg-paper">
					<tr>
						{head.map((h) => (
							<th key={h} scope="col" className="px-3 py-2 text-left font-semibold">
								{h}
							</th>
						))}
					</tr>
				</thead>
				<tbody className="divide-y divide-pink-50">{children}</tbody>
			</table>
		</div>
	)
}

export const cell = 'px-3 py-2 align-top'
