import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createBrowserRouter } from 'react-router'
import { panelRoutes } from './panel-routes.tsx'
import '#app/styles/global.css'

const container = document.getElementById('panel')
if (container === null) throw new Error('panel.html sin #panel')
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(panelRoutes)} />
  </StrictMode>,
)
