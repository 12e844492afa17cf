import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify'
import { XSRF_COOKIE, XSRF_HEADER } from '../../plugins/csrf.ts'

type SentCookie = Response['cookies'][number]

/**
 * A browser for app.inject tests: it keeps the cookies the server sets (and drops the ones it clears) and copies
 * the XSRF-TOKEN cookie into the header, as the web app's API client does.
 */
export function createAgent(app: FastifyInstance, opts: { remoteAddress?: string } = {}) {
  const jar = new Map<string, SentCookie>()

  function remember(res: Response) {
    for (const c of res.cookies as SentCookie[]) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now())
      if (expired || c.value === '') jar.delete(c.name)
      else jar.set(c.name, c)
    }
    return res
  }

  async function send(options: InjectOptions & { csrf?: boolean }): Promise<Response> {
    if (!jar.has(XSRF_COOKIE) && options.method !== 'GET')
      await send({ method: 'GET', url: '/api/front/user' })
    const { csrf = true, ...rest } = options
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) }
    const cookie = [...jar.values()].map((c) => `${c.name}=${c.value}`).join('; ')
    if (cookie) headers.cookie = cookie
    const xsrf = jar.get(XSRF_COOKIE)?.value
    if (csrf && xsrf && options.method !== 'GET') headers[XSRF_HEADER] = xsrf
    return remember(await app.inject({ remoteAddress: opts.remoteAddress, ...rest, headers }))
  }

  return {
    jar,
    get: (url: string, options: Omit<InjectOptions, 'url' | 'method'> = {}) =>
      send({ ...options, method: 'GET', url }),
    /** POSTs JSON, or a form-encoded body when `form` is given. */
    post: (
      url: string,
      body?: unknown,
      options: Omit<InjectOptions, 'url' | 'method'> & { csrf?: boolean } = {},
    ) =>
      send({ ...options, method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }) }),
    delete: (url: string, options: { csrf?: boolean } = {}) => send({ ...options, method: 'DELETE', url }),
    /** PATCHes JSON (the desk's field edits). */
    patch: (url: string, body: unknown) => send({ method: 'PATCH', url, payload: body as object }),
    postForm: (url: string, form: Record<string, string>) =>
      send({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      }),
    login(email: string, password: string, remember = false) {
      return this.post('/api/front/user/login', { email, password, remember })
    },
  }
}

export type Agent = ReturnType<typeof createAgent>
