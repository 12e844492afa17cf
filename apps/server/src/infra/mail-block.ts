/** A longer mail shows its first lines, then the links of the rest: an order's lines would push the link off screen. */
export const MAIL_BLOCK_MAX_LINES = 30
const WIDTH = 72
const LINK = /\bhttps?:\/\/[^\s<>"')\]]+/g

/** Control characters (ESC above all) would let a name typed at sign-up recolour or rewrite the terminal. */
function printable(text: string): string {
  return text
    .replace(/\t/g, '  ')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n]/gu, '')
}

/**
 * A mail the shop did not send (no SMTP_URL), as a framed block for the development console: who it is for, its
 * subject, and its text with the activation link or recovery code, readable and easy to copy.
 */
export function formatMailBlock(mail: { to: string; subject: string; text: string }): string {
  const lines = printable(mail.text).trimEnd().split('\n')
  const shown = lines.slice(0, MAIL_BLOCK_MAX_LINES)
  const rest = lines.slice(MAIL_BLOCK_MAX_LINES)
  if (rest.length > 0) {
    shown.push(`… ${rest.length} more line${rest.length === 1 ? '' : 's'}`)
    for (const link of new Set(rest.join('\n').match(LINK) ?? [])) shown.push(`link: ${link}`)
  }
  const head = `┌─ mail to ${printable(mail.to).replace(/\n/g, ' ')} (not sent: no SMTP_URL) `
  return [
    '',
    head + '─'.repeat(Math.max(3, WIDTH - head.length)),
    `│ Subject: ${printable(mail.subject).replace(/\n/g, ' ')}`,
    '│',
    ...shown.map((line) => (line === '' ? '│' : `│ ${line}`)),
    `└${'─'.repeat(WIDTH - 1)}`,
    '',
    '',
  ].join('\n')
}
