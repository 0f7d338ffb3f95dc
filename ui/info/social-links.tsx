import type { SocialLink } from '../../core/social-accounts/social-account';
import { socialLinkLabel } from '../../core/social-accounts/social-channels';
import { SocialIcon } from './social-icon';
import styles from './info.module.css';

/** An owner's profiles as icon links, each named for screen readers ('Kara Caldwell on Instagram (@kara)'). */
export function SocialLinks({ owner, links }: { owner: string; links: readonly SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul role="list" className={styles.socialLinks} aria-label={`${owner} on social media`}>
      {links.map((link) => (
        <li key={link.channel}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink} data-channel={link.channel} aria-label={`${socialLinkLabel(owner, link)} (opens in a new tab)`}>
            <SocialIcon channel={link.channel} className={styles.socialIcon} />
            {link.handle && <span className={styles.socialHandle}>@{link.handle}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
