import { useRef } from 'react'
import type { SdgView } from '#app/catalogue/types.ts'
import { catalogueUrl } from '#app/lib/assets.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { ALWAYS_SUPPORTED_SDGS } from '#db/catalogue/sdgs.ts'

const SDG_SECTION_ID = 'objectifs-developpement-durable'

function SdgContent({ sdgs, titleId, level }: { sdgs: SdgView[]; titleId: string; level: 'h2' | 'h3' }) {
	const Heading = level
	const always = sdgs.filter((sdg) => ALWAYS_SUPPORTED_SDGS.includes(sdg.number))
	return (
		<>
			<Heading id={titleId} className="mb-3 text-2xl font-bold">
				Les objectifs de développement durable
			</Heading>
			<p className="mb-3">
				En 2015, les 193 États membres de l’ONU ont adopté 17 objectifs de développement durable (ODD) à
				atteindre d’ici 2030 : éliminer la pauvreté, protéger la planète et garantir à tous la paix et la
				prospérité.
			</p>
			<p className="mb-4">
				Chaque don fait sur Donnons soutient les objectifs{' '}
				{always.map((sdg, i) => (
					<span key={sdg.number}>
						{i ? (i === always.length - 1 ? ' et ' : ', ') : null}
						{sdg.number} <span className="text-muted">({sdg.title})</span>
					</span>
				))}
				, ainsi que d’autres objectifs selon l’association choisie.
			</p>
			<ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
				{sdgs.map((sdg) => (
					<li key={sdg.number} className="flex items-center gap-3">
						<img
							src={sdg.iconUrl}
							alt=""
							width={48}
							height={48}
							loading="lazy"
							className="h-12 w-12 rounded"
						/>
						<span>
							<span className="font-semibold">Objectif {sdg.number}</span> : {sdg.title}
						</span>
					</li>
				))}
			</ul>
		</>
	)
}

const fixedButtonClass =
	'fixed bottom-4 right-4 z-30 flex h-16 w-16 items-center justify-center rounded-full bg-white shadow-lg ring-2 ring-brand-dark'

/**
 * The sustainable development goals explainer (spec 2 "Step 1": a fixed logo opens a modal on the 17
 * goals). With JavaScript a fixed button opens a modal dialog; without, the button is an anchor to the
 * same text, rendered at the bottom of the page.
 */
export function SdgExplainer({ sdgs }: { sdgs: SdgView[] }) {
	const hydrated = useHydrated()
	const dialog = useRef<HTMLDialogElement>(null)
	const wheel = catalogueUrl('sdgs/wheel.svg')
	const icon = <img src={wheel} alt="" width={48} height={48} className="h-12 w-12" />
	if (!hydrated) {
		return (
			<>
				<a href={`#${SDG_SECTION_ID}`} className={fixedButtonClass}>
					{icon}
					<span className="sr-only">Les objectifs de développement durable</span>
				</a>
				<section
					id={SDG_SECTION_ID}
					aria-labelledby={`${SDG_SECTION_ID}-titre`}
					className="container-page py-10"
				>
					<SdgContent sdgs={sdgs} titleId={`${SDG_SECTION_ID}-titre`} level="h2" />
				</section>
			</>
		)
	}
	return (
		<>
			<button
				type="button"
				className={fixedButtonClass}
				aria-haspopup="dialog"
				onClick={() => dialog.current?.showModal()}
			>
				{icon}
				<span className="sr-only">Les objectifs de développement durable</span>
			</button>
			<dialog
				ref={dialog}
				aria-labelledby="sdg-dialog-title"
				className="m-auto max-h-[90vh] w-full max-w-3xl overflow-y-auto rounded-2xl p-0 shadow-xl backdrop:bg-black/50"
				onClick={(event) => {
					if (event.target === event.currentTarget) event.currentTarget.close()
				}}
			>
				<div className="p-6">
					<div className="mb-2 flex justify-end">
						<button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
							Fermer
						</button>
					</div>
					<SdgContent sdgs={sdgs} titleId="sdg-dialog-title" level="h2" />
				</div>
			</dialog>
		</>
	)
}
