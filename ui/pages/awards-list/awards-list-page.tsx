import { useLoaderData } from 'react-router-dom';
import type { AwardsListData } from '../../../core/awards/award-pages';
import { awardPath, awardsHeading, awardsListHref } from '../../../core/awards/award-rules';
import { formatLongDate } from '../../../core/honours/display-dates';
import { EmptyState } from '../../honours/empty-state';
import { GroupNav } from '../../honours/group-nav';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { Pagination } from '../../paging/pagination';
import { PersonCard } from '../../honours/person-card';
import { usePageTitle } from '../../honours/use-page-title';

const ALL = 'all';

/** spec 2.1 awards_list: athletes of the week and the school's other athlete awards, newest first, by award type. */
export default function AwardsListPage() {
  const { types, query, awards } = useLoaderData() as AwardsListData;
  const heading = awardsHeading(types, query.typeId);
  usePageTitle(awards.page > 0 ? `${heading}, page ${awards.page + 1}` : heading);
  const options = [{ key: ALL, name: 'All awards', href: awardsListHref(undefined, 0) }, ...types.map((type) => ({ key: String(type.id), name: type.display || type.title, href: awardsListHref(type.id, 0) }))];

  return (
    <>
      <PageHeader title={heading} eyebrow="Honors">
        <GroupNav label="Award types" options={options} current={query.typeId === undefined ? ALL : String(query.typeId)} />
      </PageHeader>
      {awards.items.length === 0 ? (
        <EmptyState role="status">
          <p>No awards have been given yet{query.typeId === undefined ? '' : ' of this type'}.</p>
        </EmptyState>
      ) : (
        <ul role="list" className={styles.grid} aria-label={heading}>
          {awards.items.map((award) => (
            <li key={award.id}>
              <PersonCard
                href={awardPath(award.id)}
                name={`${award.firstName} ${award.lastName}`}
                image={award.image}
                tag={award.typeTitle}
                headingLevel="h2"
                wideImage
                lines={[award.sport.title, formatLongDate(award.date), award.shortHighlights]}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination label="Awards pages" page={awards.page} pages={awards.pages} hrefFor={(page) => awardsListHref(query.typeId, page)} />
    </>
  );
}
