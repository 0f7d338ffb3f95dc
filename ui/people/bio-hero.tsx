import type { ReactNode } from 'react';
import { Headshot } from './headshot';
import styles from './bio-hero.module.css';

interface BioHeroProps {
  image: { url: string; alt: string } | null;
  /** The person's name: the headshot's alt text. */
  name: string;
  /** The summary beside the headshot: the facts, the social links. */
  children: ReactNode;
}

/** The head of a player's, coach's or staff member's bio: the headshot beside the summary. */
export function BioHero({ image, name, children }: BioHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.photo}>
        <Headshot image={image} name={name} eager />
      </div>
      <div className={styles.summary}>{children}</div>
    </div>
  );
}
