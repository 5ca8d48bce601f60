import { type LoaderFunctionArgs } from '@remix-run/node'
import { parseVariant } from '#app/lib/image-variants.ts'
import { imageVariant } from '#app/platform/image-variants.server.ts'

/**
 * A smaller WebP copy of an uploaded photo (`/img/<width>/<path>.jpg.webp`, app/lib/image-variants.ts). Made
 * on its first request; later ones are answered by the server's static files (server.js) before this route.
 */
export async function loader({ params }: LoaderFunctionArgs) {
	const variant = parseVariant(params.width, params['*'])
	const image = variant ? await imageVariant(variant.source, variant.width) : null
	if (!image) throw new Response('Image introuvable', { status: 404 })
	return new Response(new Uint8Array(image), {
		headers: {
			'Content-Type': 'image/webp',
			'Content-Length': String(image.length),
			'Cache-Control': 'public, max-age=604800',
		},
	})
}
