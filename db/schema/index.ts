export * from './accounts.ts'
export * from './catalogue.ts'
export * from './pots.ts'
export * from './system.ts'
