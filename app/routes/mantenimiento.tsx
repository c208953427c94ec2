export default function Screen() {
  return <main><h1>mantenimiento</h1></main>
}
