import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { footerText, socialLinks } from '#content/footer.ts'
import { brand } from '#content/identity.ts'
import { ExternalLink } from './external-link.tsx'
import { useIdentity } from './identity-context.tsx'
import { MapPinIcon, ChatIcon, SocialIcon } from './icons.tsx'
import styles from './footer.module.css'

/** One column of the footer: its heading names the landmark. */
function FooterColumn({
  id,
  heading,
  landmark: Landmark = 'section',
  children,
}: {
  id: string
  heading: string
  landmark?: 'section' | 'nav'
  children: ReactNode
}) {
  return (
    <Landmark className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </Landmark>
  )
}

function PageLinks({ links, className = styles.links }: { links: readonly { label: string; to: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * The site footer (spec §2.4): social links, shortcuts, direct contacts and the community link; under
 * them, the privacy notice and the accessibility statement beside the copyright line. Its links go
 * to the published identity's chat and to the published main campus.
 */
export function Footer({ mainCampusMapUrl }: { mainCampusMapUrl: string }) {
  const identity = useIdentity()
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <img src={brand.logo.src} width={brand.logo.width} height={brand.logo.height} alt="" className={styles.logo} />
          <p className={styles.name}>{brand.name}</p>
          <p className={styles.tagline}>{footerText.tagline}</p>
        </div>

        <FooterColumn id="footer-social" heading={footerText.social.heading}>
          <ul className={styles.social} aria-label={footerText.social.landmark}>
            {socialLinks(identity).map((link) => (
              <li key={link.network}>
                <ExternalLink href={link.url} className={`icon-control ${styles.socialLink}`}>
                  <SocialIcon network={link.network} />
                  <span className="sr-only">{link.label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-shortcuts" heading={footerText.shortcuts.heading} landmark="nav">
          <PageLinks links={footerText.shortcuts.links} />
        </FooterColumn>

        <FooterColumn id="footer-contact" heading={footerText.contact.heading}>
          <ul className={styles.links}>
            {[
              { label: footerText.contact.messageLabel, url: identity.messaging.general, Icon: ChatIcon },
              { label: footerText.contact.mapLabel, url: mainCampusMapUrl, Icon: MapPinIcon },
            ].map(({ url, label, Icon }) => (
              <li key={url}>
                <ExternalLink href={url} className={styles.iconLink}>
                  <Icon className={styles.inlineIcon} />
                  {label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-community" heading={footerText.community.heading}>
          <PageLinks links={[footerText.community.link]} />
        </FooterColumn>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <nav aria-label={footerText.aboutSite.landmark}>
            <PageLinks links={footerText.aboutSite.links} className={styles.siteLinks} />
          </nav>
          {/* The year comes from the build; a visitor on a later year sees it until the next build. */}
          <p className={styles.copyright} suppressHydrationWarning>
            {footerText.copyright(new Date().getFullYear())}
          </p>
        </div>
      </div>
    </footer>
  )
}
