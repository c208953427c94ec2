import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

// In development the API runs separately (`npm run dev:api`, port 3000); Vite forwards /api to it.
const DEV_API_ORIGIN = process.env.DEV_API_ORIGIN ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 0 },
  server: { proxy: { '/api': DEV_API_ORIGIN } },
})
