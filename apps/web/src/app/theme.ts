import { type CSSVariablesResolver, createTheme } from '@mantine/core'

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 and auto contrast keep white-on-primary text above 4.5:1 for the axe scan.
  primaryShade: 8,
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'sm',
})

// Mantine's default dimmed (gray-6), placeholder (gray-5) and error (red-6) texts fall below 4.5:1 on white, and so
// do the text colours of the light green, yellow and orange variants (alert titles: 2.7:1 for yellow) on their tints.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6b7079',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-green-light-color': '#1f7a35',
    '--mantine-color-yellow-light-color': '#8f5100',
    '--mantine-color-orange-light-color': '#a3400c',
  },
  dark: {},
})
