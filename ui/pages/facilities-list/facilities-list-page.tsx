import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { FacilitiesListData } from '../../../core/facilities/facility-pages';
import { featuredFirst } from '../../../core/facilities/facility-rules';
import { pageHref } from '../../../core/paging/paging';
import { EmptyState } from '../../honours/empty-state';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { Pagination } from '../../paging/pagination';
import { usePageTitle } from '../../honours/use-page-title';

const DEFAULT_TITLE = 'Facilities';

/** spec 2.1 facilities_list: every venue of the school, featured ones first when the settings say so. */
export default function FacilitiesListPage() {
  const { settings, facilities } = useLoaderData() as FacilitiesListData;
  const title = settings?.title || DEFAULT_TITLE;
  const list = featuredFirst(facilities.items, settings?.showFeaturedFirst ?? false);
  usePageTitle(facilities.page > 0 ? `${title} (page ${facilities.page + 1})` : title);

  return (
    <>
      <PageHeader title={title} eyebrow="Athletics" blurb={settings?.blurb} />
      {list.length === 0 ? (
        <EmptyState>
          <p>No facilities are listed yet.</p>
        </EmptyState>
      ) : (
        <ul role="list" className={`${styles.grid} ${styles.gridWide}`} aria-label={title}>
          {list.map((facility) => (
            <li key={facility.id}>
              <article className={styles.card}>
                {facility.featuredImage && <img src={facility.featuredImage.url} alt="" width={800} height={450} loading="lazy" className={styles.cardMedia} />}
                <div className={styles.cardBody}>
                  {facility.featured && <p className={styles.tag}>Featured</p>}
                  <h2 className={styles.cardTitle}>
                    <Link to={facility.url} className={styles.cardLink}>
                      {facility.title}
                    </Link>
                  </h2>
                  <p className={styles.cardText}>{facility.teaser}</p>
                  {facility.sports.length > 0 && <p className={styles.cardMeta}>Home of {facility.sports.map((sport) => sport.title).join(', ')}</p>}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination label="Facilities pages" page={facilities.page} pages={facilities.pages} hrefFor={(page) => pageHref('/facilities', page)} />
    </>
  );
}
