export * from './accounts.ts'
export * from './brochures.ts'
export * from './platform.ts'
