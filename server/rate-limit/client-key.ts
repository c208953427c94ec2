import { isIPv4, isIPv6 } from 'node:net'

/*
 * Who a limit counts: one key per client, the same for every limit (forms, tracking, certificate
 * lookup, sign-in). An IPv4 address is one client. An IPv6 client usually gets a whole /64 from
 * its provider and can pick a new address inside it for every request, so the /64 is the client.
 */

const HEXTETS = 8
const PREFIX_HEXTETS = 4

/** The 8 hextets of an IPv6 address (a zone id dropped, `::` expanded, an IPv4 tail as two hextets). */
function hextetsOf(address: string): number[] {
  const withoutZone = address.split('%')[0] ?? address
  const [head = '', tail] = withoutZone.split('::') as [string, string | undefined]
  const groups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [(a << 8) | b, (c << 8) | d]
        })
  const start = groups(head)
  if (tail === undefined) return start
  const end = groups(tail)
  return [...start, ...Array<number>(HEXTETS - start.length - end.length).fill(0), ...end]
}

/**
 * The key a rate limit counts a client address under: an IPv4 address as it is (`::ffff:a.b.c.d`,
 * an IPv4 client on a dual-stack socket, counts as `a.b.c.d`), an IPv6 address as its /64
 * (`2001:db8:0:1::/64`). Anything else (no address at all) is kept as given.
 */
export function clientKey(address: string): string {
  if (isIPv4(address)) return address
  if (!isIPv6(address)) return address
  const hextets = hextetsOf(address.toLowerCase())
  const isMappedIPv4 = hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff
  if (isMappedIPv4) {
    const [high = 0, low = 0] = hextets.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${hextets.slice(0, PREFIX_HEXTETS).map((hextet) => hextet.toString(16)).join(':')}::/64`
}
