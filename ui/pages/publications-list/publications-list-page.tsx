import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import { formatLongDate, isoDay } from '../../../core/honours/display-dates';
import type { PublicationsListData } from '../../../core/publications/publication-pages';
import { groupPublications, NO_PUBLICATIONS_TEXT } from '../../../core/publications/publication-rules';
import { EmptyState } from '../../honours/empty-state';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';

const DEFAULT_TITLE = 'Publications';

/** spec 2.1 publications_list: media guides and game programs; a school without any gets a friendly empty shelf. */
export default function PublicationsListPage() {
  const { shelf } = useLoaderData() as PublicationsListData;
  const title = shelf.kind === 'shelf' ? shelf.title || DEFAULT_TITLE : DEFAULT_TITLE;
  usePageTitle(title);
  const groups = shelf.kind === 'shelf' ? groupPublications(shelf.publications) : [];

  return (
    <>
      <PageHeader title={title} eyebrow="Media" blurb={shelf.kind === 'shelf' ? shelf.description : null} />
      {groups.length === 0 ? (
        <EmptyState role="status">
          <p>{NO_PUBLICATIONS_TEXT}</p>
        </EmptyState>
      ) : (
        groups.map((group) => (
          <section key={group.kind} className={styles.section} aria-labelledby={`publications-${group.kind}`}>
            <h2 id={`publications-${group.kind}`} className={styles.sectionTitle}>
              {group.title}
              <span className={styles.count} aria-hidden="true">{group.publications.length}</span>
            </h2>
            <ul role="list" className={styles.grid}>
              {group.publications.map((publication) => (
                <li key={publication.id}>
                  <article className={styles.card}>
                    {publication.coverUrl && <img src={publication.coverUrl} alt="" width={600} height={800} loading="lazy" className={`${styles.cardMedia} ${styles.cardMediaPortrait}`} />}
                    <div className={styles.cardBody}>
                      {publication.sport && <p className={styles.tag}>{publication.sport.title}</p>}
                      <h3 className={styles.cardTitle}>
                        <Link to={publication.url} className={styles.cardLink}>
                          {publication.title}
                        </Link>
                      </h3>
                      {shelf.kind === 'shelf' && shelf.showDates && (
                        <p className={styles.cardMeta}>
                          <time dateTime={isoDay(publication.createdOn)}>{formatLongDate(publication.createdOn)}</time>
                        </p>
                      )}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
