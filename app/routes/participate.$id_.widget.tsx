import { type LoaderFunctionArgs } from '@remix-run/node'
import { renderToStaticMarkup } from 'react-dom/server'
import { GoalWidget, WidgetNotFound } from '#app/components/pots/goal-widget.tsx'
import { widgetData } from '#app/pots/widget.server.ts'

/**
 * `/participate/{id}/widget` (issue 27, item 5): a resource route (no component), so the page is only this
 * hand-built document — no root layout, no script. The server lets other sites frame this address alone
 * (server/framing.js); the microcache keeps it like a pot page and drops it with it.
 */
export function loader({ params }: LoaderFunctionArgs) {
	const data = widgetData(params.id)
	const body = renderToStaticMarkup(data ? <GoalWidget data={data} /> : <WidgetNotFound />)
	return new Response(`<!DOCTYPE html>${body}`, {
		status: data ? 200 : 404,
		headers: { 'Content-Type': 'text/html; charset=utf-8' },
	})
}
