import { useState } from 'react'
import { isLastSlide, nextSlideIndex, previousSlideIndex } from '#app/lib/site/slideshow.ts'
import { parseVideoUrl } from '#app/lib/site/video.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'

type Image = { url: string; alt: string }

/**
 * The charity's images. With JavaScript a slideshow ('Image précédente' / 'Image suivante': next stops
 * at the last image, previous wraps from the first to the last); without, every image in a list.
 */
export function Slideshow({ images, label }: { images: Image[]; label: string }) {
	const hydrated = useHydrated()
	const [index, setIndex] = useState(0)
	if (!images.length) return null
	if (!hydrated || images.length === 1) {
		return (
			<ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
				{images.map((image) => (
					<li key={image.url}>
						<img
							src={image.url}
							alt={image.alt}
							width={960}
							height={640}
							loading="lazy"
							className="w-full rounded-xl object-cover"
						/>
					</li>
				))}
			</ul>
		)
	}
	const current = images[Math.min(index, images.length - 1)]
	const last = isLastSlide(index, images.length)
	return (
		<section aria-roledescription="carrousel" aria-label={label} className="space-y-2">
			<div className="overflow-hidden rounded-xl bg-paper">
				{current ? (
					<img
						key={current.url}
						src={current.url}
						alt={current.alt}
						width={960}
						height={640}
						className="aspect-[3/2] w-full object-cover"
					/>
				) : null}
			</div>
			{/* On a phone the buttons may wrap and the counter goes under them: nothing wider than the screen. */}
			<div className="flex flex-wrap items-center justify-between gap-2 sm:gap-3">
				<button
					type="button"
					className="btn-secondary px-3 sm:px-5"
					onClick={() => setIndex((i) => previousSlideIndex(i, images.length))}
				>
					Image précédente
				</button>
				<p
					aria-live="polite"
					className="order-last w-full text-center text-sm text-muted sm:order-none sm:w-auto"
				>
					Image {index + 1} sur {images.length}
				</p>
				<button
					type="button"
					className="btn-secondary px-3 aria-disabled:cursor-not-allowed sm:px-5 aria-disabled:opacity-60"
					aria-disabled={last || undefined}
					onClick={() => setIndex((i) => nextSlideIndex(i, images.length))}
				>
					Image suivante
				</button>
			</div>
		</section>
	)
}

/** Our own thumbnail: nothing is requested from the video site before the visitor asks for it. */
function VideoThumbnail() {
	return (
		<div className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br from-brand to-ink">
			<svg aria-hidden="true" viewBox="0 0 68 48" width="68" height="48" className="drop-shadow">
				<rect width="68" height="48" rx="12" fill="#ffffff" fillOpacity="0.9" />
				<path d="M27 14 L47 24 L27 34 Z" fill="#b81f6c" />
			</svg>
		</div>
	)
}

/**
 * The charity's video (YouTube, Vimeo or Dailymotion). With JavaScript 'Lire la vidéo' swaps the
 * thumbnail for the player (youtube-nocookie.com for YouTube); without, a link to the video on its site.
 */
export function VideoPlayer({ url, title }: { url: string | null; title: string }) {
	const hydrated = useHydrated()
	const [playing, setPlaying] = useState(false)
	const video = parseVideoUrl(url)
	if (!video) return null
	if (playing) {
		const separator = video.embedUrl.includes('?') ? '&' : '?'
		return (
			<iframe
				src={`${video.embedUrl}${separator}autoplay=1`}
				title={title}
				className="aspect-video w-full rounded-xl"
				allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
				allowFullScreen
				referrerPolicy="strict-origin-when-cross-origin"
			/>
		)
	}
	return (
		<div className="space-y-2">
			<VideoThumbnail />
			{hydrated ? (
				<button type="button" className="btn-primary" onClick={() => setPlaying(true)}>
					Lire la vidéo
				</button>
			) : (
				<a href={video.watchUrl} rel="noopener noreferrer" className="btn-primary">
					Voir la vidéo sur {video.providerName}
				</a>
			)}
			<p className="text-xs text-muted">
				La vidéo est hébergée par {video.providerName} : rien n’est chargé depuis ce site avant que vous ne la
				lanciez.
			</p>
		</div>
	)
}
