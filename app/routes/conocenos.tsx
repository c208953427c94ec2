import { LoopingVideoHero } from '#app/components/ui/looping-video-hero.tsx'
import { CAMPUS_HERO_HEIGHT_VH } from '#app/config/ui-timing.ts'
import { LogoDownloads } from '#app/features/about/logo-downloads.tsx'
import { PrinciplesSection } from '#app/features/about/principles-section.tsx'
import { StorySection } from '#app/features/about/story-section.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { aboutContent, aboutPage } from '#content/about.ts'

export const meta = () => pageMeta(aboutPage)

/** spec §2.9: video hero, history, mission/vision/values, the movement, the logo files. */
export default function Conocenos() {
  const { hero } = aboutContent
  return (
    <>
      <LoopingVideoHero title={hero.title} lead={hero.lead} video={hero.video} heightVh={CAMPUS_HERO_HEIGHT_VH} playback={hero.playback} />
      <StorySection content={aboutContent.history} />
      <PrinciplesSection content={aboutContent.principles} />
      <StorySection content={aboutContent.movement} />
      <LogoDownloads content={aboutContent.logos} />
    </>
  )
}
