import { Link } from 'react-router'
import { footerText, socialLinks } from '#content/footer.ts'
import { identity } from '#content/identity.ts'
import { ExternalLink } from './external-link.tsx'
import { MapPinIcon, ChatIcon, SocialIcon } from './icons.tsx'
import styles from './footer.module.css'

/**
 * The site footer (spec §2.4): social links, shortcuts, direct contacts and the community link; under
 * them, the privacy notice and the accessibility statement beside the copyright line.
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <img src={identity.logo.src} width={identity.logo.width} height={identity.logo.height} alt="" className={styles.logo} />
          <p className={styles.name}>{identity.name}</p>
          <p className={styles.tagline}>{footerText.tagline}</p>
        </div>

        <section className={styles.column} aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {footerText.social.heading}
          </h2>
          <ul className={styles.social} aria-label={footerText.social.landmark}>
            {socialLinks.map((link) => (
              <li key={link.network}>
                <ExternalLink href={link.url} className={`icon-control ${styles.socialLink}`}>
                  <SocialIcon network={link.network} />
                  <span className="sr-only">{link.label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>

        <nav className={styles.column} aria-labelledby="footer-shortcuts">
          <h2 id="footer-shortcuts" className={styles.heading}>
            {footerText.shortcuts.heading}
          </h2>
          <ul className={styles.links}>
            {footerText.shortcuts.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {footerText.contact.heading}
          </h2>
          <ul className={styles.links}>
            <li>
              <ExternalLink href={footerText.contact.message.url} className={styles.iconLink}>
                <ChatIcon className={styles.inlineIcon} />
                {footerText.contact.message.label}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={footerText.contact.map.url} className={styles.iconLink}>
                <MapPinIcon className={styles.inlineIcon} />
                {footerText.contact.map.label}
              </ExternalLink>
            </li>
          </ul>
        </section>

        <section className={styles.column} aria-labelledby="footer-community">
          <h2 id="footer-community" className={styles.heading}>
            {footerText.community.heading}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to={footerText.community.link.to} className={styles.link}>
                {footerText.community.link.label}
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <nav aria-label={footerText.aboutSite.landmark}>
            <ul className={styles.siteLinks}>
              {footerText.aboutSite.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
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
