// The arrendador portal's build and dev server: Tailwind v4, React Router, and its fixed local port.
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const port = 3002

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
})
