import { formatEuros } from '#app/lib/money.ts'
import { goalProgress } from '#app/lib/pots/goal.ts'
import { goalMessages, percentOfGoal } from '#app/lib/pots/goal-messages.ts'

/**
 * The widget's whole document (issue 27, item 5): rendered once to static HTML by its resource route, no
 * script, no site header or footer, its style inline. Everything shown is escaped by React.
 */

// A constant (never user data): set as the style element's content so React leaves its characters alone.
const CSS = `*{box-sizing:border-box}html,body{margin:0}body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#fff}main{padding:12px 14px;border:2px solid var(--c);border-radius:14px;min-height:100vh;display:flex;flex-direction:column;gap:6px}h1{font-size:17px;line-height:1.25;margin:0;overflow-wrap:anywhere}p{margin:0}.for{font-size:13px;color:#555}.amount strong{font-size:22px;color:var(--ink)}label{font-size:13px;color:#555}progress{width:100%;height:12px;accent-color:var(--c)}.reached{font-weight:700;color:var(--ink)}a{margin-top:auto;align-self:flex-start;display:inline-block;padding:8px 18px;border-radius:999px;background:var(--ink);color:#fff;font-weight:700;text-decoration:none}a:hover,a:focus-visible{text-decoration:underline}a:focus-visible{outline:3px solid #1f1f1f;outline-offset:2px}.by{font-size:12px;color:#555}`

export type WidgetData = {
	name: string
	charityName: string
	collectedCents: number
	goalCents: number | null
	donatorsCount: number
	potUrl: string
	theme: { colour: string; ink: string }
}

export function GoalWidget({ data }: { data: WidgetData }) {
	const progress = goalProgress(data.collectedCents, data.goalCents)
	const themeStyle = { '--c': data.theme.colour, '--ink': data.theme.ink } as Record<string, string>
	return (
		<html lang="fr">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="robots" content="noindex" />
				<title>{`${data.name} — Donnons`}</title>
				<style dangerouslySetInnerHTML={{ __html: CSS }} />
			</head>
			<body style={themeStyle}>
				<main>
					<h1>{data.name}</h1>
					<p className="for">Au profit de {data.charityName}</p>
					<p className="amount">
						<strong>{formatEuros(data.collectedCents)}</strong> {goalMessages.collected}
						{progress ? null : ` · ${data.donatorsCount} participant${data.donatorsCount > 1 ? 's' : ''}`}
					</p>
					{progress ? (
						<>
							<label htmlFor="goal">{percentOfGoal(progress.percent, progress.goalCents)}</label>
							<progress id="goal" max={progress.goalCents} value={progress.barValue}>
								{progress.percent} %
							</progress>
							{progress.reached ? <p className="reached">{goalMessages.reached}</p> : null}
						</>
					) : null}
					<a href={data.potUrl} target="_top">
						{goalMessages.participate}
					</a>
					<p className="by">Cagnotte solidaire sur Donnons</p>
				</main>
			</body>
		</html>
	)
}

/** A tiny standalone page for an unknown or unpublished pot, in French. */
export function WidgetNotFound() {
	return (
		<html lang="fr">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="robots" content="noindex" />
				<title>Cagnotte introuvable — Donnons</title>
			</head>
			<body>
				<main>
					<h1>Cagnotte introuvable</h1>
					<p>{goalMessages.widgetNotFound}</p>
				</main>
			</body>
		</html>
	)
}
