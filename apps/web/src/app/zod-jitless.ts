import { z } from 'zod'

// Zod compiles object parsers with Function() when it may, and finds out by trying: under the shop's
// Content-Security-Policy (no 'unsafe-eval', docs/decisions/012) the try is refused and reported as a violation.
// Parsing without the compiler costs nothing a form would notice.
z.config({ jitless: true })
