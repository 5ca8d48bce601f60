import { widgetFrameTitle } from './goal-messages.ts'

/** The widget's size in the organiser's snippet: enough for the name on two lines, the bar and the button. */
export const WIDGET_WIDTH = 320
export const WIDGET_HEIGHT = 220

/** The widget's address for a pot (`/participate/{id}/widget`, issue 27 item 5). */
export const widgetPath = (potId: number) => `/participate/${potId}/widget`

/** A prefilled-amount link's address: the pot page fills the donation box with it. */
export const amountLinkPath = (potId: number, cents: number) => `/participate/${potId}?amount=${cents}`

const ATTRIBUTE_ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'"': '&quot;',
	'<': '&lt;',
	'>': '&gt;',
	"'": '&#39;',
}

function escapeAttribute(value: string) {
	return value.replace(/[&"<>']/g, (c) => ATTRIBUTE_ESCAPES[c]!)
}

/** The `<iframe>` code the organiser pastes in another site; every value escaped, the pot's name included. */
export function embedSnippet(widgetUrl: string, potName: string): string {
	return `<iframe src="${escapeAttribute(widgetUrl)}" title="${escapeAttribute(widgetFrameTitle(potName))}" width="${WIDGET_WIDTH}" height="${WIDGET_HEIGHT}" style="border:0;max-width:100%" loading="lazy"></iframe>`
}
