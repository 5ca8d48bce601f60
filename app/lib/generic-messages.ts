// Split out of app/lib/messages.ts (which re-exports it) so a page loads only the messages it uses: the
// site shell carried every message of the site (bench:js, ADR 042). Spec texts, verbatim: see messages.ts.

/** Messages shared by every area. */
export const generic = {
	/** Default failure (title 'Attention'), also when a server error carries no usable detail. */
	error: "Une erreur s'est produite, réessayez plus tard",
	/** Image crop dialog dismissed or failed (docs/requirements.md#spec-2-8). */
	errorShort: "Une erreur s'est produite",
	/** Invalid form on submit (docs/requirements.md#spec-1-5 and docs/requirements.md#spec-1-8). */
	requiredFields: 'Veuillez remplir les champs obligatoires',
	/** Unparseable date in a date picker (docs/requirements.md#spec-1-5, docs/requirements.md#spec-2-5). */
	invalidDate: 'Date invalide',
	/** Required card field (docs/requirements.md#spec-3-5). */
	fieldRequired: 'Ce champs est obligatoire',
} as const
