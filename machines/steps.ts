import {
	type ActorScope,
	type AnyStateMachine,
	type EventFromLogic,
	type InputFrom,
	type SnapshotFrom,
	createActor,
} from 'xstate'

/**
 * A pure machine's steps, as xstate's `initialTransition` and `transition` compute them, without the actor
 * those two build on every call.
 *
 * xstate builds an inert actor (and two actor systems) for each `transition()` to hand the machine an actor
 * scope; that actor computes the machine's initial snapshot without any input, so a machine whose context
 * reads its input throws, and xstate catches it, on every step: most of a step's CPU (docs/performance.md,
 * s17-gift). Here the scope is built once, on an actor given a valid input, and reused.
 *
 * For PURE machines only — `assign` actions and guards, no invoked or spawned actors, no delayed events, no
 * `emit`, no custom actions to run: the scope's `defer`, `emit`, `stopChild` and action executor do nothing,
 * as in xstate's inert scope, and its system never holds a child. machines/steps.test.ts checks every step of
 * the machines that use it against xstate's own functions.
 */
export function machineSteps<M extends AnyStateMachine>(machine: M, sampleInput: InputFrom<M>) {
	let scope: ActorScope<SnapshotFrom<M>, EventFromLogic<M>> | null = null
	const scopeOf = () => {
		if (scope) return scope
		const self = createActor(machine, { input: sampleInput })
		scope = {
			self,
			id: '',
			sessionId: '',
			system: self.system,
			defer: () => {},
			emit: () => {},
			logger: () => {},
			stopChild: () => {},
			actionExecutor: () => {},
		} as unknown as ActorScope<SnapshotFrom<M>, EventFromLogic<M>>
		return scope
	}
	return {
		/** As `initialTransition(machine, input)[0]`. */
		initial(input: InputFrom<M>): SnapshotFrom<M> {
			return machine.getInitialSnapshot(scopeOf() as never, input) as SnapshotFrom<M>
		},
		/** As `transition(machine, snapshot, event)[0]`. */
		next(snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): SnapshotFrom<M> {
			return machine.transition(snapshot as never, event as never, scopeOf() as never) as SnapshotFrom<M>
		},
	}
}
