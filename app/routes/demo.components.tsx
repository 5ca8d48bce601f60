import { type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { ImageCropInput } from '#app/components/image-crop-input.tsx'
import { oversizedFiles, readForm } from '#app/platform/forms.server.ts'
import { RichTextEditor } from '#app/components/rich-text-editor.tsx'
import { getEnv } from '#app/platform/env.server.ts'
import { brandAssets } from '#app/lib/assets.ts'
import { centreCropBox, cropFieldName, IMAGE_MAX_BYTES, parseCropBox } from '#app/lib/crop.ts'
import { derivedMessages, potMessages } from '#app/lib/messages.ts'
import { textLength } from '#app/lib/rich-text.ts'
import { normalizeDescriptionInput } from '#app/platform/html-sanitizer.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { loadSharp } from '#app/platform/sharp.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Composants de formulaire (démonstration) — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

const IMAGES = { banner: 2.8, logo: 1 } as const

/** Demo only: the rich-text editor and the image-crop inputs, to try their round trip to the server. */
export function loader() {
	if (!getEnv().isDemo) throw httpError(404)
	return { defaultBanner: brandAssets.defaultBanner }
}

async function describeImage(formData: FormData, name: keyof typeof IMAGES) {
	const file = formData.get(name)
	if (!(file instanceof File) || file.size === 0) return null
	const buffer = Buffer.from(await file.arrayBuffer())
	const sharp = await loadSharp()
	const meta = await sharp(buffer)
		.metadata()
		.catch(() => null)
	if (!meta || (meta.format !== 'jpeg' && meta.format !== 'png')) {
		return { name: file.name, size: file.size, error: derivedMessages.imageTypeInvalid }
	}
	// Boxes are in the oriented image's pixels: sharp(buffer).autoOrient().extract(box) would apply them.
	const { width, height } = meta.autoOrient
	const posted = formData.get(cropFieldName(name))
	const box = parseCropBox(typeof posted === 'string' ? posted : null, width, height)
	return {
		name: file.name,
		size: file.size,
		type: file.type,
		width,
		height,
		crop: box ?? centreCropBox(width, height, IMAGES[name]),
		cropSource: box ? 'boîte envoyée' : 'recadrage centré',
	}
}

export async function action({ request }: ActionFunctionArgs) {
	if (!getEnv().isDemo) throw httpError(404)
	const formData = await readForm(request, { maxFileSize: IMAGE_MAX_BYTES, maxFiles: 2 })
	const description = normalizeDescriptionInput(formData.get('description'))
	return {
		// An image over the limit is left out; the text typed comes back with the message.
		error: oversizedFiles(formData).length > 0 ? potMessages.imageTooLarge : null,
		description,
		textLength: textLength(description),
		banner: await describeImage(formData, 'banner'),
		bannerReset: formData.get('banner_reset') === '1',
		logo: await describeImage(formData, 'logo'),
	}
}

export default function DemoComponents() {
	const { defaultBanner } = useLoaderData<typeof loader>()
	const result = useActionData<typeof action>()
	const busy = useNavigation().state !== 'idle'
	return (
		<div className="container-page py-10">
			<h1 className="mb-4 text-3xl font-bold">Composants de formulaire (démonstration)</h1>
			<p className="mb-8 max-w-3xl text-muted">
				L’éditeur de message et les images recadrées du formulaire de cagnotte. Envoyez le formulaire pour
				voir ce que le serveur reçoit : le HTML nettoyé et les zones de recadrage.
			</p>
			<Form method="post" encType="multipart/form-data" className="max-w-3xl space-y-8">
				<RichTextEditor
					id="description"
					name="description"
					label="Message de la cagnotte"
					defaultHtml="<p>Bonjour à tous,</p><p>Merci de votre <strong>générosité</strong> !</p>"
					errors={null}
					errorId="description-error"
				/>
				<ImageCropInput
					id="banner"
					name="banner"
					label="Photo de couverture"
					ratio={IMAGES.banner}
					maxWidth={1920}
					currentUrl={defaultBanner}
					currentAlt="Photo de couverture actuelle"
					defaultUrl={defaultBanner}
					resetName="banner_reset"
					errors={null}
					errorId="banner-error"
					hint="Format .jpg, .jpeg ou .png, 2 Mo au plus."
				/>
				<ImageCropInput
					id="logo"
					name="logo"
					label="Logo de l’entreprise"
					ratio={IMAGES.logo}
					maxWidth={1920}
					currentUrl={null}
					currentAlt=""
					errors={null}
					errorId="logo-error"
					hint="Image carrée, format .jpg, .jpeg ou .png, 2 Mo au plus."
				/>
				<button type="submit" className="btn-primary" disabled={busy}>
					Envoyer
				</button>
			</Form>
			{result ? (
				<section
					aria-labelledby="demo-result-title"
					className="mt-10 max-w-3xl space-y-4 rounded-2xl bg-paper p-6"
				>
					<h2 id="demo-result-title" className="text-xl font-bold">
						Résultat de l’envoi
					</h2>
					{result.error ? (
						<p role="alert" className="text-red-800">
							{result.error}
						</p>
					) : (
						<>
							<h3 className="font-semibold">HTML nettoyé ({result.textLength} caractères visibles)</h3>
							<pre className="overflow-x-auto whitespace-pre-wrap rounded bg-white p-3 text-sm">
								{result.description}
							</pre>
							<h3 className="font-semibold">Rendu</h3>
							<div
								className="rounded bg-white p-3"
								dangerouslySetInnerHTML={{ __html: result.description ?? '' }}
							/>
							<h3 className="font-semibold">Images reçues</h3>
							<pre className="overflow-x-auto whitespace-pre-wrap rounded bg-white p-3 text-sm">
								{JSON.stringify(
									{ banner: result.banner, bannerReset: result.bannerReset, logo: result.logo },
									null,
									2,
								)}
							</pre>
						</>
					)}
				</section>
			) : null}
		</div>
	)
}
