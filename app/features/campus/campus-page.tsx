import { CollageGrid } from '#app/components/ui/collage-grid.tsx'
import { ContentSection } from '#app/components/ui/content-section.tsx'
import { JsonLd } from '#app/components/ui/json-ld.tsx'
import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import { LoopingVideoHero } from '#app/components/ui/looping-video-hero.tsx'
import { CAMPUS_HERO_HEIGHT_VH } from '#app/config/ui-timing.ts'
import { campusPageText } from '#content/campus-page.ts'
import type { Campus } from '#content/campuses.ts'
import { CampusDirectory } from './campus-directory.tsx'
import { campusJsonLd } from './campus-json-ld.ts'
import { CampusLocation } from './campus-location.tsx'

const text = campusPageText

/**
 * spec §2.7: one campus landing page, the same layout for all eight: the video hero, the headline,
 * the map beside the photo and address, the directory, the ten-photo collage.
 */
export function CampusPage({ campus }: { campus: Campus }) {
  return (
    <>
      <JsonLd data={campusJsonLd(campus)} />
      <LoopingVideoHero
        title={`Campus ${campus.name}`}
        lead={text.heroLead(campus)}
        video={campus.heroVideo}
        heightVh={CAMPUS_HERO_HEIGHT_VH}
        playback={text.playback}
      />
      <HydrateLater>
        <CampusLocation campus={campus} />
      </HydrateLater>
      <CampusDirectory />
      <ContentSection title={text.collageHeading} tone="tinted">
        <CollageGrid tiles={campus.collage} label={text.collageHeading} />
      </ContentSection>
    </>
  )
}
