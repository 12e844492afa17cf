export * from './accounts.ts'
export * from './brochures.ts'
export * from './catalog.ts'
export * from './platform.ts'
