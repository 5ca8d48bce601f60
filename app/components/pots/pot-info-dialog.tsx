import { useRef } from 'react'
import { useHydrated } from '#app/platform/use-hydrated.ts'

const TITLE = 'Donnons, comment ça marche ?'

function InfoText() {
	return (
		<>
			<p className="mb-2">
				La création d'une cagnotte est gratuite et les donateurs ne paient aucun frais : 100 % des paiements,
				moins les frais de fonctionnement facturés aux seules associations, reviennent à l'association.
			</p>
			<p>
				Les dons sont conservés sur un compte séquestre au nom de l'association et les reçus fiscaux sont
				automatiques.
			</p>
		</>
	)
}

/** The product information modal (docs/requirements.md#spec-3-2): a `<dialog>` with JavaScript, a `<details>` block without. */
export function PotInfoDialog() {
	const hydrated = useHydrated()
	const dialog = useRef<HTMLDialogElement>(null)
	if (!hydrated) {
		return (
			<details className="mt-6 rounded-2xl bg-paper p-4">
				<summary className="font-semibold text-brand-dark underline">En savoir plus sur Donnons</summary>
				<div className="mt-2">
					<InfoText />
				</div>
			</details>
		)
	}
	return (
		<div className="mt-6">
			<button
				type="button"
				className="font-semibold text-brand-dark underline"
				onClick={() => dialog.current?.showModal()}
			>
				En savoir plus sur Donnons
			</button>
			<dialog
				ref={dialog}
				aria-labelledby="pot-info-title"
				className="m-auto max-w-lg rounded-2xl p-6 backdrop:bg-black/50"
			>
				<h2 id="pot-info-title" className="mb-3 text-xl font-semibold">
					{TITLE}
				</h2>
				<InfoText />
				<form method="dialog" className="mt-4 text-right">
					<button type="submit" className="btn-primary">
						OK, super !
					</button>
				</form>
			</dialog>
		</div>
	)
}
