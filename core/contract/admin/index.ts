// The operator console's wire format (docs/operator-console.md): roles and permissions, the shapes,
// and the call table.
export * from './agents'
export * from './calls'
export * from './content'
export * from './promotions'
export * from './recovery'
export * from './reports'
export * from './roles'
export * from './settings'
export * from './shapes'
export * from './sportsbook'
