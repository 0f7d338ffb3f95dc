import { socialLabel } from '../../core/people/social-links';
import type { RosterSocialLink } from '../../core/roster/roster-player';
import { SmartLink } from '../shell/smart-link';
import styles from './people.module.css';

/** A person's social accounts (spec 9 channels), each opening in a new tab. */
export function SocialLinks({ links, name }: { links: readonly RosterSocialLink[]; name: string }) {
  if (links.length === 0) return null;
  return (
    <ul role="list" aria-label={`${name} on social media`} className={styles.social}>
      {links.map((link) => (
        <li key={link.channel}>
          <SmartLink href={link.url} newWindow className={styles.socialLink} data-channel={link.channel}>
            {socialLabel(link.channel)}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
