import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from './test/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /healthz', () => {
  it('answers OK after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'OK' })
  })
})

describe('unknown API paths', () => {
  it('answer a 404 KO in the contract shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/front/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'not_found', errors: {} })
  })
})
