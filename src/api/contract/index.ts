export * from './calls'
export * from './core'
export * from './rules'
