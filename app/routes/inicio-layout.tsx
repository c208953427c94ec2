import { Outlet } from 'react-router'

export default function InicioLayout() {
  return <Outlet />
}
