import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Two entries: the shop (index.html) and the public brochure viewer (brochure.html), which stays small on its own.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { input: { shop: 'index.html', brochure: 'brochure.html' } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/flipbook': 'http://localhost:3000' } },
})
