/**
 * Charity videos (spec 2 "Charity details": three video sites supported). Nothing is requested from the
 * video site until the visitor asks to play: the page shows our own thumbnail, then the privacy-friendly
 * embed (youtube-nocookie.com for YouTube).
 */
type VideoProvider = 'youtube' | 'vimeo' | 'dailymotion'

type Video = {
	provider: VideoProvider
	/** The site's own name, for link texts and the iframe title. */
	providerName: string
	id: string
	/** The iframe address (without autoplay). */
	embedUrl: string
	/** The video on its own site (the link shown without JavaScript). */
	watchUrl: string
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
const DAILYMOTION_ID = /^[A-Za-z0-9]{5,12}$/

const names: Record<VideoProvider, string> = {
	youtube: 'YouTube',
	vimeo: 'Vimeo',
	dailymotion: 'Dailymotion',
}

function video(provider: VideoProvider, id: string): Video {
	const urls: Record<VideoProvider, { embedUrl: string; watchUrl: string }> = {
		youtube: {
			embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
			watchUrl: `https://www.youtube.com/watch?v=${id}`,
		},
		vimeo: { embedUrl: `https://player.vimeo.com/video/${id}`, watchUrl: `https://vimeo.com/${id}` },
		dailymotion: {
			embedUrl: `https://www.dailymotion.com/embed/video/${id}`,
			watchUrl: `https://www.dailymotion.com/video/${id}`,
		},
	}
	return { provider, providerName: names[provider], id, ...urls[provider] }
}

function pathSegments(url: URL) {
	return url.pathname.split('/').filter(Boolean)
}

/**
 * Recognises the usual addresses of the three sites — youtube.com/watch?v=, youtu.be/, /embed/, /shorts/,
 * youtube-nocookie.com; vimeo.com/ID, player.vimeo.com/video/ID; dailymotion.com/video/ID (with or
 * without a "_title" suffix), /embed/video/ID, dai.ly/ID — and returns null for anything else.
 */
export function parseVideoUrl(value: string | null | undefined): Video | null {
	if (!value) return null
	let url: URL
	try {
		url = new URL(value.trim())
	} catch {
		return null
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
	const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '')
	const segments = pathSegments(url)
	let id: string | undefined
	switch (host) {
		case 'youtube.com':
		case 'youtube-nocookie.com':
			id =
				segments[0] === 'watch'
					? (url.searchParams.get('v') ?? undefined)
					: segments[0] === 'embed' ||
						  segments[0] === 'shorts' ||
						  segments[0] === 'live' ||
						  segments[0] === 'v'
						? segments[1]
						: undefined
			return id && YOUTUBE_ID.test(id) ? video('youtube', id) : null
		case 'youtu.be':
			id = segments[0]
			return id && YOUTUBE_ID.test(id) ? video('youtube', id) : null
		case 'vimeo.com':
			id = segments.find((segment) => VIMEO_ID.test(segment))
			return id && (segments.length === 1 || segments[0] === 'channels' || segments[0] === 'groups')
				? video('vimeo', id)
				: null
		case 'player.vimeo.com':
			id = segments[0] === 'video' ? segments[1] : undefined
			return id && VIMEO_ID.test(id) ? video('vimeo', id) : null
		case 'dailymotion.com':
			id =
				segments[0] === 'video'
					? segments[1]
					: segments[0] === 'embed' && segments[1] === 'video'
						? segments[2]
						: undefined
			id = id?.split('_')[0]
			return id && DAILYMOTION_ID.test(id) ? video('dailymotion', id) : null
		case 'dai.ly':
			id = segments[0]
			return id && DAILYMOTION_ID.test(id) ? video('dailymotion', id) : null
		default:
			return null
	}
}
