import { CollageGrid, type CollageTile } from '#app/components/ui/collage-grid.tsx'
import { ContentSection } from '#app/components/ui/content-section.tsx'

/** spec §2.6: the photo collage 'Nuestras Últimas Actividades', with a caption per photo. */
export function ActivitiesCollage({ content }: { content: { title: string; tiles: readonly CollageTile[] } }) {
  return (
    <ContentSection title={content.title} tone="tinted">
      <CollageGrid tiles={content.tiles} />
    </ContentSection>
  )
}
