import { formatNewsDateTime } from '../lib/pots/news.ts'
import { listPotNews } from './news.server.ts'

/** One news item as pages show it: its dates in Paris time, the charity's shown as its own. */
export function newsItemView(item: ReturnType<typeof listPotNews>[number]) {
	return {
		id: item.id,
		bodyHtml: item.bodyHtml,
		imagePath: item.imagePath,
		postedOn: formatNewsDateTime(item.createdAt),
		editedOn: item.editedAt ? formatNewsDateTime(item.editedAt) : null,
		charityName: item.charityName,
	}
}

/** The pot page's « Actualités »: newest first. */
export function potNewsView(potId: number) {
	return listPotNews(potId).map(newsItemView)
}
