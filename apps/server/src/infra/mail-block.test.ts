import { describe, expect, it } from 'vitest'
import { formatMailBlock, MAIL_BLOCK_MAX_LINES } from './mail-block.ts'

describe('formatMailBlock', () => {
  it('frames the recipient, the subject and the text, one line each, the link whole', () => {
    const block = formatMailBlock({
      to: 'anna@example.com',
      subject: 'Attiva il tuo account',
      text: 'Gentile Anna,\n\nApri http://localhost:3000/it/user/activate?token=abc%2Bdef entro 7 giorni.\n\nSilo Shop',
    })
    const lines = block.split('\n')
    expect(lines[1]).toMatch(/^┌─ mail to anna@example\.com \(not sent: no SMTP_URL\) ─+$/)
    expect(lines[1]).toHaveLength(72)
    expect(lines.slice(2, -3)).toEqual([
      '│ Subject: Attiva il tuo account',
      '│',
      '│ Gentile Anna,',
      '│',
      '│ Apri http://localhost:3000/it/user/activate?token=abc%2Bdef entro 7 giorni.',
      '│',
      '│ Silo Shop',
    ])
    expect(lines.at(-3)).toMatch(/^└─+$/)
    // A blank line before and after, so the block stands apart from the log lines around it.
    expect(lines[0]).toBe('')
    expect(block.endsWith('\n\n')).toBe(true)
  })

  it('shows the recovery code as written', () => {
    const block = formatMailBlock({ to: 'a@example.com', subject: 'Codice', text: 'Il tuo codice: 482913' })
    expect(block).toContain('│ Il tuo codice: 482913\n')
  })

  it('keeps a long recipient whole', () => {
    const to = `${'x'.repeat(80)}@example.com`
    expect(formatMailBlock({ to, subject: 's', text: 't' })).toContain(`mail to ${to} (not sent`)
  })

  it('cuts a long mail after its first lines and still lists the links of the rest', () => {
    const text = [
      ...Array.from({ length: MAIL_BLOCK_MAX_LINES + 5 }, (_, i) => `line ${i + 1}`),
      'Your order: https://shop.example/it/ordini/12 (or https://shop.example/it/ordini/12 again)',
    ].join('\n')
    const block = formatMailBlock({ to: 'a@example.com', subject: 's', text })
    expect(block).toContain(`│ line ${MAIL_BLOCK_MAX_LINES}\n`)
    expect(block).not.toContain(`│ line ${MAIL_BLOCK_MAX_LINES + 1}\n`)
    expect(block).toContain('│ … 6 more lines\n│ link: https://shop.example/it/ordini/12\n└')
  })

  it('drops control characters a visitor might have typed into a name (no terminal escapes), keeps line breaks', () => {
    const block = formatMailBlock({
      to: 'a@example.com',
      subject: 'Hi\u001b[2J there',
      text: 'Dear \u001b]0;pwned\u0007Anna\r\nbye\tnow',
    })
    expect(block).not.toMatch(/[^\P{Cc}\n]/u)
    expect(block).toContain('│ Subject: Hi[2J there\n')
    expect(block).toContain('│ Dear ]0;pwnedAnna\n│ bye  now\n')
  })
})
