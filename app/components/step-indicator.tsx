/**
 * Where the creator is in the flow (spec 2 §2 "Step indicator"): signed-out visitors have one more step,
 * identifying themselves, than signed-in users.
 */
type CreationStep = 'cause' | 'details' | 'identify' | 'done'

const STEPS: Array<{ id: CreationStep; label: string; offlineOnly?: boolean }> = [
	{ id: 'cause', label: 'Je choisis une cause' },
	{ id: 'details', label: 'Je personnalise ma cagnotte' },
	{ id: 'identify', label: 'Je m’identifie', offlineOnly: true },
	{ id: 'done', label: 'J’invite mes proches' },
]

export function StepIndicator({ current, signedIn }: { current: CreationStep; signedIn: boolean }) {
	const steps = STEPS.filter((step) => !(signedIn && step.offlineOnly))
	const index = steps.findIndex((step) => step.id === current)
	return (
		<nav aria-label="Étapes de création de la cagnotte" className="mb-8">
			<ol
				className="flex flex-wrap items-center gap-2 text-sm sm:gap-4"
				data-variant={signedIn ? 'online' : 'offline'}
			>
				{steps.map((step, i) => (
					<li
						key={step.id}
						aria-current={i === index ? 'step' : undefined}
						className="flex items-center gap-2 aria-[current=step]:font-bold"
					>
						<span
							aria-hidden="true"
							className={`flex h-8 w-8 items-center justify-center rounded-full border-2 ${
								i < index
									? 'border-brand-dark bg-brand-dark text-white'
									: i === index
										? 'border-brand-dark text-brand-dark'
										: 'border-gray-400 text-muted'
							}`}
						>
							{i < index ? '✓' : i + 1}
						</span>
						<span>
							<span className="sr-only">
								Étape {i + 1} sur {steps.length} :{' '}
							</span>
							{step.label}
							{i < index ? <span className="sr-only"> (terminée)</span> : null}
						</span>
					</li>
				))}
			</ol>
		</nav>
	)
}
