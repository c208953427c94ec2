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
const SECTIONS = [
  <HeroCarousel key="hero" content={homeHero} />,
  <ProgramSlider key="programs" content={programSlider} />,
  <OfferGrid key="offer" content={offerGrid} />,
  <PromoCarousel key="promotions" content={promoCarousel} />,
  <BlogTeaser key="blog" content={blogTeaser} />,
  <ActivitiesCollage key="activities" content={activities} />,
  <LogoStrip key="partners" content={partnerStrip} />,
]

/** Each section hydrates on its own time slice, in order, and first if a press lands in it (docs/start-up.md#hydration). */
export default function Home() {
  return SECTIONS.map((section) => <HydrateLater key={section.key}>{section}</HydrateLater>)
}
