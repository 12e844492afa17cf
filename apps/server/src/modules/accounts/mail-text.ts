/**
 * Control characters (CR, LF, tab, NUL…), Unicode line and paragraph separators, zero-width and bidi-override
 * characters: in a plain-text mail each would start a line or hide or reorder text that the reader trusts.
 */
const BREAKS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu
/** A URL scheme; http(s) becomes hxxp(s), any other loses its "://" so no client makes a link of it. */
const SCHEME = /\b([a-z][a-z0-9+.-]{1,20}):\/\//gi
/** A dot followed by two letters, as before a top-level domain ("example.com"); full-width dots count too. */
const DOMAIN_DOT = /(?<=[\p{L}\p{N}_-])[.\u3002\uFF0E\uFF61](?=\p{L}{2})/gu

/** The default cap: names and companies longer than this are cut with an ellipsis. */
export const MAIL_VALUE_MAX_LENGTH = 100

/**
 * A value a visitor typed (name, company, phone…) made safe to put into one of the shop's own plain-text mails:
 * folded to one line, capped, and with anything that looks like a link broken up ("example[.]com",
 * "hxxps://"), so a sign-up cannot make the shop mail a phishing line or link in its own name.
 */
export function foldUserText(value: string, maxLength = MAIL_VALUE_MAX_LENGTH): string {
  const oneLine = value.replace(BREAKS, ' ').replace(/\s+/g, ' ').trim()
  const unlinked = oneLine
    .replace(SCHEME, (_whole, scheme: string) =>
      /^https?$/i.test(scheme) ? `hxxp${scheme.length === 5 ? 's' : ''}://` : `${scheme}[:]//`,
    )
    .replace(DOMAIN_DOT, '[.]')
  const chars = Array.from(unlinked)
  return chars.length <= maxLength
    ? unlinked
    : `${chars
        .slice(0, maxLength - 1)
        .join('')
        .trimEnd()}…`
}
