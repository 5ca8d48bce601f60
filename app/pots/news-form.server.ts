import {
	NEWS_BODY_MAX_LENGTH,
	parseNewsAudience,
	type NewsAudience,
	type NewsFormErrors,
} from '../lib/pots/news.ts'
import { newsMessages } from '../lib/pots/news-messages.ts'
import { htmlToPlainText } from '../lib/rich-text.ts'
import { isUploadLimitError, oversizedFiles, readForm } from '../platform/forms.server.ts'
import { normalizeDescriptionInput } from '../platform/html-sanitizer.server.ts'
import { type ImageKind, isUpload, storeImage } from '../platform/image-uploads.server.ts'
import { potMessages } from '../lib/messages.ts'

/** A news photo: 3:2, 1200 px wide at most, re-encoded as JPEG like every upload (metadata stripped). */
const newsImage: ImageKind = { dir: 'pots', ratio: 3 / 2, maxWidth: 1200, format: 'jpeg' }
const MAX_REQUEST_FILE_BYTES = 10 * 1024 * 1024

export type NewsFormValues = {
	intent: string
	bodyHtml: string
	imagePath: string | null
	audience: NewsAudience | null
	confirmDelete: boolean
}

/**
 * Reads a news form (multipart): the body sanitised (the editor's HTML, or the no-JavaScript textarea's
 * text), an uploaded photo stored at once, the audience. `currentImage` is kept unless a new photo comes or
 * « Retirer la photo » is ticked.
 */
export async function readNewsForm(
	request: Request,
	currentImage: string | null,
): Promise<{ values: NewsFormValues; errors: NewsFormErrors }> {
	const errors: NewsFormErrors = {}
	let form: FormData
	try {
		form = await readForm(request, { maxFileSize: MAX_REQUEST_FILE_BYTES, maxFiles: 1 })
		// A photo over the limit is left out; the text typed comes back with the message on the photo.
		if (oversizedFiles(form).length > 0) errors.image = potMessages.imageTooLarge
	} catch (error) {
		if (!isUploadLimitError(error)) throw error
		form = new FormData()
		errors.image = potMessages.imageTooLarge
	}
	const bodyHtml = normalizeDescriptionInput(form.get('body'))
	const intent = String(form.get('intent') ?? '')
	let imagePath = form.get('image_remove') === '1' ? null : currentImage
	const image = form.get('image')
	if (isUpload(image)) {
		const stored = await storeImage(image, newsImage, null)
		if (stored.ok) imagePath = stored.url
		else errors.image = stored.message
	}
	const audience = parseNewsAudience(form.get('audience'))
	if (intent !== 'delete') {
		if (!htmlToPlainText(bodyHtml).trim() && !errors.image) errors.body = newsMessages.bodyRequired
		else if (bodyHtml.length > NEWS_BODY_MAX_LENGTH) errors.body = newsMessages.bodyTooLong
	}
	return {
		values: { intent, bodyHtml, imagePath, audience, confirmDelete: form.get('confirm') === 'yes' },
		errors,
	}
}
