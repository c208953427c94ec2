export default function Screen() {
  return <main><h1>verificacion</h1></main>
}
