import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const reactPackages = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
// Named rather than "anything in node_modules": a library the brochure viewer imports must not drag these in.
const shopLibraries = /node_modules[\\/](@mantine|@tanstack|i18next|react-i18next|react-router|clsx)[\\/]/
// Mantine's form controls: the login page and every other form use most of them together.
const formControls =
  /@mantine[\\/]core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|PasswordInput|Checkbox|ActionIcon|CloseButton|Alert)|utils[\\/]InlineInput)[\\/]/

// Two entries: the shop (index.html) and the public brochure viewer (brochure.html), which stays small on its own.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: { shop: 'index.html', brochure: 'brochure.html' },
      output: {
        // The libraries every shop page needs at first paint go in one chunk instead of the dozen small ones that
        // rolldown cuts along import lines: one file compresses better and drops the glue between them (about
        // 6 KB gzipped per page). React has its own chunk, as the brochure viewer loads it too. The parts of these
        // libraries that only later screens use are not `$initial`: the form controls share one chunk (2 KB less on
        // the login page than in five), the rest (modal, select, the sign-up form's zod) stays split by screen.
        codeSplitting: {
          groups: [
            { name: 'react', test: reactPackages, priority: 2 },
            { name: 'libs', test: shopLibraries, tags: ['$initial'], priority: 1 },
            { name: 'form-controls', test: formControls },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/flipbook': 'http://localhost:3000' } },
})
