import { type ReactNode } from 'react'

/** One form of the profile pages, in its titled box. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className="rounded-2xl border border-pink-100 p-6">
			<h2 id={id} className="mb-4 text-xl font-bold">
				{title}
			</h2>
			{children}
		</section>
	)
}

export function SaveButton({ children = 'Enregistrer' }: { children?: ReactNode }) {
	return (
		<button type="submit" className="btn-primary">
			{children}
		</button>
	)
}
