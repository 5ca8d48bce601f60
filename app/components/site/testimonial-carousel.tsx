import { useState } from 'react'
import { cycleIndex } from '#app/lib/site/home-content.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'

type TestimonialView = {
	id: number
	name: string
	role: string
	age: number | null
	description: string
	imageUrl: string
	logoUrl: string | null
}

function Testimonial({ testimonial }: { testimonial: TestimonialView }) {
	return (
		<figure className="flex h-full flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-pink-100 sm:grid sm:grid-cols-[auto_1fr] sm:content-start sm:gap-x-5 sm:gap-y-0 sm:p-8">
			<img
				src={testimonial.imageUrl}
				alt=""
				width={240}
				height={240}
				loading="lazy"
				className="h-24 w-24 shrink-0 rounded-full object-cover ring-4 ring-pink-100 sm:row-span-2"
			/>
			{/* The caption is the figure's own last child (HTML standard), beside the photo from sm up. */}
			<blockquote className="leading-relaxed sm:text-lg">
				<p>
					<span aria-hidden="true" className="mr-1 font-serif text-3xl leading-none text-brand">
						“
					</span>
					{testimonial.description}
				</p>
			</blockquote>
			<figcaption className="flex flex-wrap sm:mt-4 items-center gap-x-4 gap-y-2">
				<span>
					<span className="block font-bold">{testimonial.name}</span>
					<span className="block text-sm text-muted">
						{testimonial.role}
						{testimonial.age ? `, ${testimonial.age} ans` : null}
					</span>
				</span>
				{testimonial.logoUrl ? (
					<img
						src={testimonial.logoUrl}
						alt={`Logo de l’entreprise de ${testimonial.name}`}
						width={48}
						height={48}
						loading="lazy"
						className="h-12 w-12"
					/>
				) : null}
			</figcaption>
		</figure>
	)
}

/**
 * Testimonials (spec 2 "Home page"). Without JavaScript every testimonial is listed. With JavaScript one is
 * shown at a time with previous / next buttons; the change is announced politely; nothing moves on its own.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: TestimonialView[] }) {
	const hydrated = useHydrated()
	const [index, setIndex] = useState(0)
	if (!testimonials.length) return null
	if (!hydrated || testimonials.length === 1) {
		return (
			<ul className="grid gap-6 lg:grid-cols-2">
				{testimonials.map((testimonial) => (
					<li key={testimonial.id}>
						<Testimonial testimonial={testimonial} />
					</li>
				))}
			</ul>
		)
	}
	const current = testimonials[cycleIndex(index, 0, testimonials.length)] ?? testimonials[0]!
	const move = (delta: number) => setIndex((i) => cycleIndex(i, delta, testimonials.length))
	const buttonClass =
		'flex h-11 w-11 items-center justify-center rounded-full border-2 border-brand-dark bg-white text-brand-dark hover:bg-brand-dark hover:text-white'
	return (
		<div role="group" aria-roledescription="carrousel" aria-label="Témoignages" className="mx-auto max-w-3xl">
			<div aria-live="polite" aria-atomic="true">
				<p className="sr-only">
					Témoignage {index + 1} sur {testimonials.length}
				</p>
				<Testimonial key={current.id} testimonial={current} />
			</div>
			<div className="mt-6 flex items-center justify-center gap-4">
				<button type="button" className={buttonClass} onClick={() => move(-1)}>
					<span aria-hidden="true">←</span>
					<span className="sr-only">Témoignage précédent</span>
				</button>
				<p aria-hidden="true" className="min-w-16 text-center text-sm font-semibold text-muted">
					{index + 1} / {testimonials.length}
				</p>
				<button type="button" className={buttonClass} onClick={() => move(1)}>
					<span aria-hidden="true">→</span>
					<span className="sr-only">Témoignage suivant</span>
				</button>
			</div>
		</div>
	)
}
