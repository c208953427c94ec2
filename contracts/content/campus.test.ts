import { describe, expect, it } from 'vitest'
import { campusFacts } from '#content/campuses.ts'
import { CAMPUS_MESSAGES, campusSchema } from '#contracts/content/campus.ts'
import { CONTENT_FIELD_MESSAGES } from '#contracts/content/content-fields.ts'

/** The messages of the data's issues, by path. */
function issuesOf(data: unknown): Record<string, string> {
  const result = campusSchema.safeParse(data)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

function seedCampus(slug: string) {
  const facts = campusFacts.find((campus) => campus.slug === slug)
  if (!facts) throw new Error(`No hay campus ${slug} en la semilla`)
  return facts
}

describe('campus schema (issue 37)', () => {
  it("takes each of today's campuses as it is, with or without its own collage", () => {
    expect(campusFacts).toHaveLength(8)
    for (const facts of campusFacts) expect(campusSchema.parse(facts), facts.slug).toEqual(facts)
    expect(seedCampus('sanpedro').collage).toHaveLength(10)
    expect(seedCampus('saltillo').collage).toBeUndefined()
  })

  it('refuses a campus whose name is only spaces, on the name', () => {
    expect(issuesOf({ ...seedCampus('saltillo'), name: '   ' })).toEqual({ name: CONTENT_FIELD_MESSAGES.text })
  })

  it('refuses a slug with capitals or accents, and a contact card at place 0', () => {
    const saltillo = seedCampus('saltillo')
    expect(issuesOf({ ...saltillo, slug: 'Torreón-Villas', contactCard: { ...saltillo.contactCard, position: 0 } })).toEqual({
      slug: CONTENT_FIELD_MESSAGES.slug,
      'contactCard.position': CAMPUS_MESSAGES.position,
    })
  })

  it('refuses a collage that shows the same photo twice, on the repeated tile', () => {
    const sanPedro = seedCampus('sanpedro')
    const [first, second, ...rest] = sanPedro.collage ?? []
    expect(issuesOf({ ...sanPedro, collage: [first, { ...second, image: first?.image }, ...rest] })).toEqual({ 'collage.1.image': CAMPUS_MESSAGES.collagePhoto })
  })
})
