import { bioParagraphs } from '../../core/people/bio-text';
import styles from './people.module.css';

/** A bio's plain text as paragraphs (never as HTML). */
export function BioText({ text, empty }: { text: string | null; empty: string }) {
  const paragraphs = bioParagraphs(text);
  if (paragraphs.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.bio}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
