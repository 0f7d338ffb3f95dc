import type { ReactNode } from 'react';
import { Link } from '../../routing/link';
import sections from './front-sections.module.css';

interface FrontSectionProps {
  /** The section's own id, where the page links to it. */
  id?: string;
  headingId: string;
  title: string;
  /** The link beside the heading to the whole list (all news, the full schedule). */
  more?: { to: string; label: ReactNode };
  children: ReactNode;
}

/** A section of a front page (the home page, a sport's home): its heading, a link to the rest, and its content. */
export function FrontSection({ id, headingId, title, more, children }: FrontSectionProps) {
  return (
    <section id={id} className={sections.section} aria-labelledby={headingId}>
      <div className={sections.sectionHead}>
        <h2 id={headingId} className={sections.sectionTitle}>
          {title}
        </h2>
        {more && (
          <Link to={more.to} className={sections.more}>
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
