import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { SportsListPageData } from '../../../core/sports/sports-directory';
import { EmptyState } from '../../honours/empty-state';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import styles from './sports-list-page.module.css';

/** /sports, where the main navigation's 'Sports' item leads: every sport with its schedule, roster and news. */
export default function SportsListPage() {
  const { groups } = useLoaderData() as SportsListPageData;
  usePageTitle('Sports');

  return (
    <>
      <PageHeader title="Sports" eyebrow="All teams" blurb="Every team's schedule, roster and latest news." />
      {groups.length === 0 ? (
        <EmptyState>
          <p>No sports are listed yet.</p>
        </EmptyState>
      ) : (
        <div className={styles.groups}>
          {groups.map((group) => (
            <section key={group.key} className={styles.group} aria-labelledby={`sports-${group.key}`}>
              <h2 id={`sports-${group.key}`} className={styles.groupTitle}>
                {group.title}
              </h2>
              <ul role="list" className={styles.list}>
                {group.sports.map((sport) => (
                  <li key={sport.id} className={styles.sport}>
                    <Link to={sport.home} className={styles.sportLink}>
                      {sport.title}
                    </Link>
                    {sport.links.length > 0 && (
                      <ul role="list" className={styles.links} aria-label={`${sport.title} pages`}>
                        {sport.links.map((link) => (
                          <li key={link.label}>
                            <Link to={link.url} className={styles.link}>
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
