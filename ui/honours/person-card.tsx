import type { ReactNode } from 'react';
import { Link } from '../routing/link';
import styles from './honours.module.css';

export interface PersonCardProps {
  href: string;
  name: string;
  image: { url: string; alt: string } | null;
  /** A label above the name (an award type, a team). */
  tag?: string | null;
  /** Short facts under the name. */
  lines: ReadonlyArray<string | null | undefined>;
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** A 16:9 picture (an award graphic) instead of a 4:5 portrait. */
  wideImage?: boolean;
}

/** An honoree's card: the name links to the bio; the picture is decorative beside the name. */
export function PersonCard({ href, name, image, tag, lines, children, headingLevel: Heading = 'h3', wideImage = false }: PersonCardProps) {
  const facts = lines.filter((line): line is string => !!line && line.trim() !== '');
  return (
    <article className={styles.card}>
      {image && (
        <img src={image.url} alt="" width={wideImage ? 800 : 400} height={wideImage ? 450 : 500} loading="lazy" className={wideImage ? styles.cardMedia : `${styles.cardMedia} ${styles.cardMediaPortrait}`} />
      )}
      <div className={styles.cardBody}>
        {tag && <p className={styles.tag}>{tag}</p>}
        <Heading className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {name}
          </Link>
        </Heading>
        {facts.length > 0 && (
          <ul role="list" className={styles.cardMeta}>
            {facts.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </article>
  );
}
