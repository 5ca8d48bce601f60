/**
 * What a visitor reads when a request cannot be served: one French title and message per HTTP status, for the
 * root error boundary, the error bodies the app throws and the pages the HTTP server answers before the app
 * (server.js: method, origin and size checks, static files). Nothing here names a cause a visitor cannot act
 * on, nor an internal.
 */
type HttpErrorText = { title: string; message: string }

const texts: Record<number, HttpErrorText> = {
	400: {
		title: 'Requête incorrecte',
		message:
			'Nous n’avons pas pu lire ce que votre navigateur a envoyé. Revenez à la page précédente, rechargez-la et réessayez.',
	},
	403: {
		title: 'Accès refusé',
		message:
			'Cette demande ne vient pas d’une page du site Donnons et a été refusée. Rechargez la page du formulaire et réessayez.',
	},
	404: { title: 'Page introuvable', message: 'La page que vous cherchez n’existe pas ou plus.' },
	405: {
		title: 'Action impossible',
		message: 'Cette adresse ne permet pas cette action. Revenez à la page précédente pour continuer.',
	},
	413: {
		title: 'Envoi trop volumineux',
		message:
			'Les données envoyées dépassent la taille autorisée. Pour un document, choisissez un fichier plus léger et réessayez.',
	},
	415: {
		title: 'Format non pris en charge',
		message: 'Ce formulaire n’a pas été envoyé correctement. Rechargez la page et réessayez.',
	},
	429: {
		title: 'Trop de tentatives',
		message:
			'Vous avez fait trop de demandes en peu de temps. Patientez quelques minutes avant de réessayer.',
	},
	503: {
		title: 'Service momentanément indisponible',
		message: 'Le site reçoit beaucoup de visites en ce moment. Réessayez dans quelques instants.',
	},
}

const fallback: HttpErrorText = {
	title: 'Une erreur est survenue',
	message: 'Nous n’avons pas pu traiter votre demande. Réessayez dans quelques instants.',
}

export function httpErrorText(status: number): HttpErrorText {
	if (Object.hasOwn(texts, status)) return texts[status] as HttpErrorText
	return status >= 400 && status < 500 ? (texts[400] as HttpErrorText) : fallback
}

export const httpErrorMessage = (status: number) => httpErrorText(status).message

/** A complete, self-contained French page (no script, no external resource) for answers made outside React. */
export function httpErrorPage(status: number) {
	const { title, message } = httpErrorText(status)
	return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Donnons</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}a{color:#0f766e}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="/">Retour à l’accueil de Donnons</a></p>
</main>
</body>
</html>
`
}
