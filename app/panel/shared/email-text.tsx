/** An e-mail that wraps, when it must, after its `@` rather than at its last letter. */
export function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  )
}
