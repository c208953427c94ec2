import { ContentSection } from '#app/components/ui/content-section.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { StepCarousel } from '#app/components/ui/step-carousel.tsx'
import { PhotoCardGrid } from '#app/features/student-life/photo-card-grid.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { sportsContent, sportsPage } from '#content/sports.ts'

export const meta = () => pageMeta(sportsPage)

/** spec §2.10, §4: the four sport cards and the previous/next carousel. */
export default function Deportes() {
  const { disciplines, carousel } = sportsContent
  return (
    <>
      <PageHeader heading={sportsContent.header}>
        <p>{sportsContent.intro}</p>
      </PageHeader>
      <ContentSection title={disciplines.title}>
        <PhotoCardGrid cards={disciplines.cards} label={disciplines.title} firstOnFirstScreen />
      </ContentSection>
      <ContentSection title={carousel.title} tone="tinted">
        <StepCarousel slides={carousel.slides} labels={carousel.labels} />
      </ContentSection>
    </>
  )
}
