import { Form, useNavigation } from '@remix-run/react'
import { DELETED_ACCOUNT_NAME } from '#app/lib/account/personal-data.ts'
import { ErrorList } from '../form-errors.tsx'

/** The account deletion form: the password confirms it (a ticked box for an account without password). */
export function DeleteAccountForm({ hasPassword, error }: { hasPassword: boolean; error: string | null }) {
	const busy = useNavigation().formData?.get('intent') === 'delete-account'
	const describedBy = ['delete-account-notice', error ? 'delete-account-error' : null]
		.filter(Boolean)
		.join(' ')
	return (
		<Form method="post" noValidate className="space-y-4">
			<input type="hidden" name="intent" value="delete-account" />
			<div id="delete-account-notice" className="space-y-2">
				<p>
					Vos informations personnelles (nom, email, adresse, téléphone, date de naissance, mot de passe)
					seront effacées, vos sessions fermées et vos dons mensuels arrêtés. Cette action est définitive.
				</p>
				<p>
					Vos dons et vos reçus fiscaux déjà émis sont conservés comme la loi l’exige ; vos cagnottes restent
					en ligne pour leurs donateurs, présentées comme organisées par « {DELETED_ACCOUNT_NAME} ».
				</p>
			</div>
			{hasPassword ? (
				<div>
					<label htmlFor="delete-password" className="mb-1 block font-medium">
						Votre mot de passe
					</label>
					<input
						id="delete-password"
						name="password"
						type="password"
						autoComplete="current-password"
						required
						aria-invalid={error ? true : undefined}
						aria-describedby={describedBy}
						className="w-full max-w-sm rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700"
					/>
				</div>
			) : (
				<div className="flex items-start gap-2">
					<input
						id="delete-confirm"
						name="confirm"
						type="checkbox"
						value="yes"
						aria-invalid={error ? true : undefined}
						aria-describedby={describedBy}
						className="mt-1 h-4 w-4 accent-brand-dark"
					/>
					<label htmlFor="delete-confirm">Je confirme vouloir supprimer mon compte définitivement</label>
				</div>
			)}
			<ErrorList id="delete-account-error" errors={error ? [error] : null} />
			<button type="submit" className="btn-primary" disabled={busy}>
				Supprimer mon compte
			</button>
		</Form>
	)
}
