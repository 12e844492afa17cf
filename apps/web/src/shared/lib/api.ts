import * as accounts from '@shop/domain/accounts/endpoints'
import { type Endpoint, type InputOf, pathOf, queryOf, type ResponseOf } from '@shop/domain/http/endpoint'
import type { FieldErrors } from '@shop/domain/http/errors'

/** The input of a call: left out where the endpoint takes none. */
type InputArgs<E extends Endpoint> = object extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>]

/** The URL of a call: the endpoint's path with its parameters, then its query. */
function urlOf<E extends Endpoint>(e: E, input: InputOf<E> | undefined): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>
    query?: Record<string, unknown>
  }
  return pathOf(e, params) + queryOf(query)
}

let currentLang = 'it'

/** The language sent as X-Lang, so the server translates its messages; the route layout keeps it current. */
export function setApiLang(lang: string) {
  currentLang = lang
}

/** A KO answer: the server's translated text, its field errors and its error code, plus the raw body for calls with their own shapes (recovery). */
export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldErrors
  readonly errorCode: string | undefined
  readonly body: Record<string, unknown>

  constructor(status: number, body: Record<string, unknown>) {
    const error = body.error
    const text =
      typeof error === 'string' ? error : typeof body.errorMessage === 'string' ? body.errorMessage : ''
    super(text)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.errors = isFieldErrors(body.errors) ? body.errors : {}
    this.errorCode = typeof body.error_code === 'string' ? body.error_code : undefined
  }

  /** The first message for a field, as the spec shows only the first one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0]
  }
}

/** The request never got an answer (offline, DNS, connection reset): the UI says 'Something went wrong'. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network error', { cause })
    this.name = 'NetworkError'
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix))
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined
}

async function send(method: string, url: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Lang': currentLang }
  if (method !== 'GET') {
    const token = readCookie('XSRF-TOKEN')
    if (token) headers['X-XSRF-TOKEN'] = token
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (error) {
    throw new NetworkError(error)
  }
}

/** GET user hands out a fresh XSRF-TOKEN cookie, bound to the current session. */
const refreshToken = () => send('GET', pathOf(accounts.getUser), undefined)

async function isCsrfRefusal(res: Response): Promise<boolean> {
  try {
    const body = (await res.clone().json()) as { error_code?: unknown }
    return body.error_code === 'csrf_token_mismatch'
  } catch {
    return false
  }
}

/**
 * Calls an endpoint of the domain's table (docs/decisions/029) with its params, query and body; resolves with its OK
 * answer, typed by the endpoint, and rejects with ApiError (KO) or NetworkError.
 */
export async function api<E extends Endpoint>(e: E, ...[input]: InputArgs<E>): Promise<ResponseOf<E>> {
  const { method } = e
  const url = urlOf(e, input)
  const body = (input as { body?: unknown } | undefined)?.body
  // The XSRF-TOKEN cookie comes with pages and GET user; a visitor's very first call may be a POST, so fetch one first.
  if (method !== 'GET' && !readCookie('XSRF-TOKEN')) await refreshToken()
  let res = await send(method, url, body)
  // The token is bound to the session: after a sign-in or sign-out in another tab, or a session that expired, the
  // page's token is refused once. GET user hands out a fresh one and the call, refused before doing anything, is
  // sent again.
  if (method !== 'GET' && res.status === 403 && (await isCsrfRefusal(res))) {
    await refreshToken()
    res = await send(method, url, body)
  }
  let json: Record<string, unknown>
  try {
    json = (await res.json()) as Record<string, unknown>
  } catch (error) {
    if (res.ok) throw new NetworkError(error)
    json = { status: 'KO', error: '' }
  }
  if (!res.ok || json.status !== 'OK') throw new ApiError(res.status, json)
  return json as ResponseOf<E>
}

function sendForm(
  url: string,
  form: FormData,
  onProgress: ((fraction: number) => void) | undefined,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest rather than fetch: only it reports the upload's progress.
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('X-Lang', currentLang)
    const token = readCookie('XSRF-TOKEN')
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total)
    }
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText })
    xhr.onerror = () => reject(new NetworkError(new Error('upload failed')))
    xhr.onabort = () => reject(new NetworkError(new Error('upload aborted')))
    xhr.send(form)
  })
}

/** POSTs a multipart form to an upload endpoint with the CSRF header, reporting progress (0 to 1); as `api` for answers. */
export async function apiUpload<E extends Endpoint>(
  e: E,
  input: InputOf<E>,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<ResponseOf<E>> {
  const url = urlOf(e, input)
  if (!readCookie('XSRF-TOKEN')) await refreshToken()
  let res = await sendForm(url, form, onProgress)
  const parse = (text: string): Record<string, unknown> | null => {
    try {
      return JSON.parse(text) as Record<string, unknown>
    } catch {
      return null
    }
  }
  let json = parse(res.text)
  // As in `api`: a token refused once after a sign-in elsewhere is renewed and the upload sent again.
  if (res.status === 403 && json?.error_code === 'csrf_token_mismatch') {
    await refreshToken()
    res = await sendForm(url, form, onProgress)
    json = parse(res.text)
  }
  const ok = res.status >= 200 && res.status < 300
  if (!json) {
    if (ok) throw new NetworkError(new Error('unreadable answer'))
    json = { status: 'KO', error: '' }
  }
  if (!ok || json.status !== 'OK') throw new ApiError(res.status, json)
  return json as ResponseOf<E>
}
