import {
	SandboxControl,
	type SandboxControlOptions,
	SandboxProvider,
	type SandboxProviderOptions,
} from './simulator.server.ts'

/** The sandbox simulator (the lead wires it into app/payments/index.server.ts). */
export function createSandboxProvider(options?: SandboxProviderOptions) {
	return new SandboxProvider(options)
}

export function createSandboxControl(options?: SandboxControlOptions) {
	return new SandboxControl(options)
}

export { SandboxControl, SandboxProvider }
export type { SandboxControlOptions, SandboxProviderOptions }
