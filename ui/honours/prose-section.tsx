import styles from './honours.module.css';
import { RichText } from './rich-text';

/** A titled section of content text (a biography, highlights, about a venue), named by its heading. */
export function ProseSection({ id, title, html, className }: { id: string; title: string; html: string | null | undefined; className?: string }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <RichText html={html} className={styles.prose} />
    </section>
  );
}
