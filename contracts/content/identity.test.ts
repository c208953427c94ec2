import { describe, expect, it } from 'vitest'
import { identitySeed } from '#content/identity.ts'
import { CONTENT_FIELD_MESSAGES } from '#contracts/content/content-fields.ts'
import { IDENTITY_MESSAGES, identitySchema } from '#contracts/content/identity.ts'

/** The messages of the data's issues, by path. */
function issuesOf(data: unknown): Record<string, string> {
  const result = identitySchema.safeParse(data)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('identitySeed schema (issue 37)', () => {
  it("takes today's identitySeed as it is", () => {
    expect(identitySchema.parse(identitySeed)).toEqual(identitySeed)
  })

  it('refuses an identitySeed without phones, on the phone list', () => {
    expect(issuesOf({ ...identitySeed, phones: [] })).toEqual({ phones: IDENTITY_MESSAGES.phones })
  })

  it('refuses a phone not in E.164 form, and a link that is not https, each on its field', () => {
    const [main, ...others] = identitySeed.phones
    const data = {
      ...identitySeed,
      phones: [{ ...main, e164: '871 000 0000' }, ...others],
      social: { ...identitySeed.social, facebook: 'http://facebook.example.com/instituto-ejemplo' },
    }
    expect(issuesOf(data)).toEqual({ 'phones.0.e164': IDENTITY_MESSAGES.e164, 'social.facebook': CONTENT_FIELD_MESSAGES.url })
  })

  it('refuses a postal code that is not five digits', () => {
    expect(issuesOf({ ...identitySeed, address: { ...identitySeed.address, postalCode: '2700' } })).toEqual({ 'address.postalCode': IDENTITY_MESSAGES.postalCode })
  })
})
