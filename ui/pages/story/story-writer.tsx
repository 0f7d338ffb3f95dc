import type { StoryWriter as Writer } from '../../../core/stories/story';
import { SmartLink } from '../../shell/smart-link';
import styles from './story-page.module.css';

const handle = (name: string) => name.replace(/^@/, '');

/** spec 3: the writer (name, title, bio, social handles, contact). */
export function StoryWriter({ writer }: { writer: Writer }) {
  const { twitter, instagram } = writer.social;
  return (
    <section aria-labelledby="story-writer-title" className={styles.panel}>
      <h2 id="story-writer-title" className={styles.panelTitle}>
        About the writer
      </h2>
      <p className={styles.writerName}>{writer.name}</p>
      {writer.title && <p className={styles.writerTitle}>{writer.title}</p>}
      {writer.bio && <p className={styles.writerBio}>{writer.bio}</p>}
      {(writer.email || writer.phone || twitter || instagram) && (
        <ul role="list" className={styles.writerContact} aria-label={`Contact ${writer.name}`}>
          {writer.email && (
            <li>
              <a href={`mailto:${writer.email}`}>{writer.email}</a>
            </li>
          )}
          {writer.phone && (
            <li>
              <a href={`tel:${writer.phone.replace(/[^\d+]/g, '')}`}>{writer.phone}</a>
            </li>
          )}
          {twitter && (
            <li>
              <SmartLink href={`https://twitter.com/${encodeURIComponent(handle(twitter))}`}>
                <span className="visually-hidden">X (Twitter):</span> @{handle(twitter)}
              </SmartLink>
            </li>
          )}
          {instagram && (
            <li>
              <SmartLink href={`https://www.instagram.com/${encodeURIComponent(handle(instagram))}`}>
                <span className="visually-hidden">Instagram:</span> @{handle(instagram)}
              </SmartLink>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
