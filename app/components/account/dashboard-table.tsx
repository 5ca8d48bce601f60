import { type ReactNode } from 'react'
import { TableScroll } from '../table-scroll.tsx'

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
		<TableScroll hint className="mb-0 rounded-xl border border-pink-100">
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
		</TableScroll>
	)
}

export const cell = 'px-3 py-2 align-top'
