/**
 * The page answered with 503 when the server is saturated (server/load-guard.js) or a page could not be
 * rendered in time (entry.server.tsx): better a clear « come back in a moment » than half a page. Plain HTML,
 * no script and no style sheet to load, since the server is busy.
 */
export const BUSY_RETRY_AFTER_SECONDS = 5

export const busyTitle = 'Donnons est très sollicité en ce moment'
const busyMessage =
	'Trop de visiteurs consultent le site au même instant : votre page n’a pas pu être préparée. Merci de réessayer dans quelques secondes, rien n’a été enregistré ni débité.'

export function busyPage() {
	return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${busyTitle} — Donnons</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #1f2937">
<main>
<h1>${busyTitle}</h1>
<p>${busyMessage}</p>
<p><a href="">Réessayer</a> · <a href="/">Retour à l’accueil</a></p>
</main>
</body>
</html>
`
}
