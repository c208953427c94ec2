import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { ActivitiesCollage } from '#app/features/home/activities-collage.tsx'
import { BlogTeaser } from '#app/features/home/blog-teaser.tsx'
import { HeroCarousel } from '#app/features/home/hero-carousel.tsx'
import { LogoStrip } from '#app/features/home/logo-strip.tsx'
import { OfferGrid } from '#app/features/home/offer-grid.tsx'
import { ProgramSlider } from '#app/features/home/program-slider.tsx'
import { PromoCarousel } from '#app/features/home/promo-carousel.tsx'
import {
  activities,
  blogTeaser,
  homeHero,
  homePage,
  offerGrid,
  partnerStrip,
  programSlider,
  promoCarousel,
} from '#content/home.ts'

export const meta = () => pageMeta(homePage)

/** spec §2.6: the home page, its seven sections in order. */
export default function Home() {
  return (
    <>
      <HeroCarousel content={homeHero} />
      <ProgramSlider content={programSlider} />
      <OfferGrid content={offerGrid} />
      <HydrateLater>
        <PromoCarousel content={promoCarousel} />
      </HydrateLater>
      <BlogTeaser content={blogTeaser} />
      <ActivitiesCollage content={activities} />
      <LogoStrip content={partnerStrip} />
    </>
  )
}
