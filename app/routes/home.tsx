import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import { contentSourceOf, instituteTodayOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { ActivitiesCollage } from '#app/features/home/activities-collage.tsx'
import { BlogTeaser } from '#app/features/home/blog-teaser.tsx'
import { HeroCarousel } from '#app/features/home/hero-carousel.tsx'
import { LogoStrip } from '#app/features/home/logo-strip.tsx'
import { OfferGrid } from '#app/features/home/offer-grid.tsx'
import { ProgramSlider } from '#app/features/home/program-slider.tsx'
import { PromoCarousel } from '#app/features/home/promo-carousel.tsx'
import { newsCards } from '#app/features/publications/published-items.ts'
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
import { isPromotionShownOn } from '#contracts/content/home-slides.ts'
import type { Route } from './+types/home.ts'

export const meta = () => pageMeta(homePage)

/** The published hero slides, the promotions that show on the institute's day and the latest news (issue 37). */
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const today = instituteTodayOf(context)
  const [heroSlides, promotions, news] = await Promise.all([content.record('carrusel-principal'), content.record('promociones'), content.record('noticias')])
  return {
    heroSlides,
    promotions: promotions.filter((promotion) => isPromotionShownOn(promotion, today)),
    latestNews: newsCards(news.slice(0, blogTeaser.latestNews.count)),
  }
}

/**
 * spec §2.6: the home page, its seven sections in order (the promotions' only while one shows).
 * Each section hydrates on its own time slice, in order, and first if a press lands in it (docs/start-up.md#hydration).
 */
export default function Home({ loaderData: { heroSlides, promotions, latestNews } }: Route.ComponentProps) {
  const sections = [
    <HeroCarousel key="hero" content={{ ...homeHero, slides: heroSlides }} />,
    <ProgramSlider key="programs" content={programSlider} />,
    <OfferGrid key="offer" content={offerGrid} />,
    promotions.length > 0 ? <PromoCarousel key="promotions" content={{ ...promoCarousel, slides: promotions }} /> : null,
    <BlogTeaser key="blog" content={blogTeaser} latestNews={latestNews} />,
    <ActivitiesCollage key="activities" content={activities} />,
    <LogoStrip key="partners" content={partnerStrip} />,
  ]
  return sections.map((section) => section && <HydrateLater key={section.key}>{section}</HydrateLater>)
}
