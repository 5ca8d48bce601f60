import { formatNewsDateTime } from '../lib/pots/news.ts'
import { listPotNews } from './news.server.ts'

/** The pot page's « Actualités »: newest first, with their dates (Paris time), the charity's shown as its own. */
export function potNewsView(potId: number) {
	return listPotNews(potId).map((item) => ({
		id: item.id,
		bodyHtml: item.bodyHtml,
		imagePath: item.imagePath,
		postedOn: formatNewsDateTime(item.createdAt),
		editedOn: item.editedAt ? formatNewsDateTime(item.editedAt) : null,
		charityName: item.charityName,
	}))
}
