import { useId, useState } from 'react'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import type { Profile, ProfileKey } from '#content/programs/types.ts'
import section from './program-section.module.css'
import styles from './profile-toggle.module.css'

/** The toggle's buttons, in order; the first is shown on load (spec §2.13, §9: default ingreso). */
export const PROFILE_KEYS = ['ingreso', 'egreso'] as const satisfies readonly ProfileKey[]

export interface ProfileToggleText {
  heading: string
  groupLabel: string
  buttons: Readonly<Record<ProfileKey, string>>
  knowledgeHeading: string
  skillsHeading: string
}

export interface ProfileToggleProps {
  profiles: Readonly<Record<ProfileKey, Profile>>
  text: ProfileToggleText
}

/** Drawn full width under the lists on phones, beside them (2 of 5 columns of the container) from 992px. */
const PROFILE_IMAGE_SIZES = '(min-width: 1200px) 460px, (min-width: 992px) 38vw, calc(100vw - 2rem)'

/**
 * spec §2.13 section 3: 'Perfil de Ingreso' / 'Perfil de Egreso'. Two toggle buttons
 * (`aria-pressed`, exactly one pressed) swap the knowledge and skills lists below them, and the
 * profile's image with them where the profiles have one (bachillerato).
 */
export function ProfileToggle({ profiles, text }: ProfileToggleProps) {
  // spec §3 names this page state perfilActivo.
  const [perfilActivo, setPerfilActivo] = useState<ProfileKey>(PROFILE_KEYS[0])
  const id = useId()
  const headingId = `${id}-heading`
  const panelId = `${id}-panel`
  const profile = profiles[perfilActivo]

  return (
    <section className={section.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={section.heading}>
          {text.heading}
        </h2>
        <div role="group" aria-label={text.groupLabel} className={styles.toggle}>
          {PROFILE_KEYS.map((key) => (
            <button
              key={key}
              type="button"
              className={styles.button}
              aria-pressed={key === perfilActivo}
              aria-controls={panelId}
              onClick={() => setPerfilActivo(key)}
            >
              {text.buttons[key]}
            </button>
          ))}
        </div>
        <div id={panelId} className={styles.panel}>
          <div>
            <h3 className={styles.panelHeading}>{text.buttons[perfilActivo]}</h3>
            <p className={styles.summary}>{profile.summary}</p>
            <div className={styles.lists}>
              <ProfileList heading={text.knowledgeHeading} items={profile.knowledge} />
              <ProfileList heading={text.skillsHeading} items={profile.skills} />
            </div>
          </div>
          {profile.image ? (
            <div className={styles.image}>
              <ResponsiveImage image={profile.image} sizes={PROFILE_IMAGE_SIZES} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}

function ProfileList({ heading, items }: { heading: string; items: readonly string[] }) {
  const headingId = useId()
  return (
    <div className={styles.list}>
      <h4 id={headingId} className={styles.listHeading}>
        {heading}
      </h4>
      <ul aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}
