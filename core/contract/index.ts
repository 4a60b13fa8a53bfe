export * from './calls'
export * from './core'
export * from './games'
export * from './rules'
