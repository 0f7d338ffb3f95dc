import { shareLinks } from '../../../core/stories/share-links';
import styles from './story-page.module.css';

/** Share links for the story: each network's share page, and email. */
export function StoryShare({ pageUrl, title }: { pageUrl: string; title: string }) {
  return (
    <section aria-labelledby="story-share-title" className={styles.share}>
      <h2 id="story-share-title" className={styles.shareTitle}>
        Share this story
      </h2>
      <ul role="list" className={styles.shareList}>
        {shareLinks(pageUrl, title).map((link) => (
          <li key={link.channel}>
            {link.channel === 'email' ? (
              <a href={link.href} className={styles.shareLink} data-channel={link.channel}>
                {link.label}
              </a>
            ) : (
              // spec 2.3: external links open in a new window with a safe rel.
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.shareLink} data-channel={link.channel}>
                {link.label} <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
