import { shareLinks } from '../../../core/stories/share-links';
import { CopyButton } from '../../copy/copy-button';
import styles from './story-page.module.css';

/** Share links for the story: each network's share page, email, and the spec 4 copy control for its address. */
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
        <li className={styles.copyItem}>
          <CopyButton text={pageUrl} label="Copy link to this story" className={styles.shareLink} statusClassName={styles.copied}>
            Copy link
          </CopyButton>
        </li>
      </ul>
    </section>
  );
}
