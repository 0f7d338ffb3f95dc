import { useLoaderData } from 'react-router-dom';
import type { AllAmerican } from '../../../core/all-americans/all-american';
import type { AllAmericansListData } from '../../../core/all-americans/all-american-pages';
import { allAmericanPath, allAmericansHref } from '../../../core/all-americans/all-american-rules';
import { groupAnchor } from '../../../core/honours/groups';
import { EmptyState } from '../../honours/empty-state';
import { GroupNav } from '../../honours/group-nav';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { PersonCard } from '../../honours/person-card';
import { usePageTitle } from '../../honours/use-page-title';

const DEFAULT_TITLE = 'All-Americans';

/** The facts of a card, leaving out the one the group already states. */
function honoreeLines(honoree: AllAmerican, grouping: string): string[] {
  return [
    grouping === 'year' ? null : String(honoree.year),
    grouping === 'sport' ? null : honoree.sport.title,
    grouping === 'team' ? null : honoree.team,
    [honoree.position, honoree.classYear].filter(Boolean).join(', '),
    `Selected by ${honoree.selector}`,
  ].filter((line): line is string => !!line);
}

/** spec 2.1 all-americans: every All-American, grouped by year, sport, team or name. */
export default function AllAmericansListPage() {
  const { settings, grouping, groupings, groups, total } = useLoaderData() as AllAmericansListData;
  const title = settings?.title || DEFAULT_TITLE;
  const groupingName = groupings.find((candidate) => candidate.slug === grouping)?.name;
  usePageTitle(groupingName ? `${title} by ${groupingName.toLowerCase()}` : title);

  return (
    <>
      <PageHeader title={title} eyebrow="Honors" blurb={settings?.blurb}>
        <GroupNav label="Group the All-Americans" current={grouping} options={groupings.map((option) => ({ key: option.slug, name: `By ${option.name.toLowerCase()}`, href: allAmericansHref(option.slug) }))} />
      </PageHeader>
      {groups.length === 0 ? (
        <EmptyState>
          <p>No All-Americans are listed yet.</p>
        </EmptyState>
      ) : (
        <>
          <p className="visually-hidden">
            {total} selection{total === 1 ? '' : 's'}
            {groupingName ? `, grouped by ${groupingName.toLowerCase()}` : ''}.
          </p>
          {groups.map((group) => (
            <section key={group.key} className={styles.section} aria-labelledby={`${groupAnchor(group.key)}-title`}>
              <h2 id={`${groupAnchor(group.key)}-title`} className={styles.sectionTitle}>
                {group.key}
                <span className={styles.count} aria-hidden="true">{group.members.length}</span>
              </h2>
              <ul role="list" className={`${styles.grid} ${styles.gridPeople}`}>
                {group.members.map((honoree) => (
                  <li key={honoree.id}>
                    <PersonCard href={allAmericanPath(honoree.id)} name={`${honoree.firstName} ${honoree.lastName}`} image={honoree.image} tag={grouping === 'team' ? null : honoree.team} lines={honoreeLines(honoree, grouping)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}
