/**
 * The buying guide's choice pictures: small line drawings on a 240 × 180 canvas, served as SVG from
 * /uploads/guida_acquisto/img/{name}.svg. Staff replace them by editing this file.
 */

const STEEL = '#5c7080'
const LIGHT = '#dbe4ea'
const BLUE = '#1864ab'
const GROUND = '#8c6d46'

const svg = (title: string, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180" role="img"><title>${title}</title>${inner}</svg>`

/** A silo whose cylinder starts at (x, top), w wide and h tall, on legs to the ground at y = 160. */
const silo = (x: number, top: number, w: number, h: number, fill = LIGHT) => {
  const coneTip = Math.min(150, top + h + w * 0.55)
  return (
    `<path d="M${x} ${top} L${x + w / 2} ${top - w * 0.25} L${x + w} ${top} Z" fill="${STEEL}"/>` +
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${fill}" stroke="${STEEL}" stroke-width="3"/>` +
    `<path d="M${x} ${top + h} L${x + w / 2} ${coneTip} L${x + w} ${top + h} Z" fill="${fill}" stroke="${STEEL}" stroke-width="3"/>` +
    `<path d="M${x + 4} ${top + h} L${x + 4} 160 M${x + w - 4} ${top + h} L${x + w - 4} 160" stroke="${STEEL}" stroke-width="4"/>`
  )
}
const ground = `<rect x="0" y="160" width="240" height="20" fill="${GROUND}" opacity="0.35"/>`

const grains = Array.from({ length: 18 }, (_, i) => {
  const x = 98 + (i % 6) * 9
  const y = 92 + Math.floor(i / 6) * 9
  return `<ellipse cx="${x}" cy="${y}" rx="3.5" ry="2.5" fill="#c8952f"/>`
}).join('')

export const GUIDE_IMAGES: Record<string, string> = {
  solidi: svg('Solidi', `${ground}${silo(90, 40, 60, 75)}${grains}`),
  liquidi: svg(
    'Liquidi',
    `${ground}<rect x="70" y="45" width="100" height="105" rx="12" fill="${LIGHT}" stroke="${STEEL}" stroke-width="3"/>` +
      `<rect x="73" y="95" width="94" height="52" rx="8" fill="${BLUE}" opacity="0.55"/>` +
      `<path d="M120 58 C108 76 104 84 104 92 a16 16 0 0 0 32 0 C136 84 132 76 120 58 Z" fill="${BLUE}"/>` +
      `<rect x="75" y="150" width="8" height="10" fill="${STEEL}"/><rect x="157" y="150" width="8" height="10" fill="${STEEL}"/>`,
  ),
  'volume-s': svg('S', `${ground}${silo(105, 95, 30, 30)}`),
  'volume-m': svg('M', `${ground}${silo(80, 75, 36, 45)}${silo(126, 75, 36, 45)}`),
  'volume-l': svg('L', `${ground}${silo(40, 45, 46, 65)}${silo(97, 45, 46, 65)}${silo(154, 45, 46, 65)}`),
  interno: svg(
    'Interno',
    `${ground}<path d="M30 160 L30 70 L120 25 L210 70 L210 160" fill="none" stroke="${GROUND}" stroke-width="6" stroke-linejoin="round"/>${silo(102, 80, 36, 30)}`,
  ),
  esterno: svg(
    'Esterno',
    `${ground}<circle cx="190" cy="40" r="18" fill="#f2b01e"/>` +
      `<path d="M30 60 a14 14 0 0 1 26 -8 a18 18 0 0 1 34 6 a12 12 0 0 1 0 24 h-56 a11 11 0 0 1 -4 -22 Z" fill="#ffffff" stroke="${LIGHT}" stroke-width="2"/>` +
      `${silo(100, 70, 40, 45)}`,
  ),
}
