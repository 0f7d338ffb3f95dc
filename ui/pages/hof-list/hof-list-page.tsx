import { useLoaderData } from 'react-router-dom';
import type { HofListData } from '../../../core/hall-of-fame/hall-of-fame-pages';
import { hofGroupTitle, hofListPath } from '../../../core/hall-of-fame/hall-of-fame-rules';
import type { Inductee } from '../../../core/hall-of-fame/inductee';
import { groupAnchor } from '../../../core/honours/groups';
import { EmptyState } from '../../honours/empty-state';
import { GroupNav } from '../../honours/group-nav';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { PersonCard } from '../../honours/person-card';
import { usePageTitle } from '../../honours/use-page-title';

const DEFAULT_TITLE = 'Hall of Fame';

function inducteeLines(inductee: Inductee, data: HofListData): string[] {
  const settings = data.settings;
  return [
    data.grouping === 'sport' ? null : inductee.sports.join(', '),
    [inductee.role, inductee.yearsActive].filter(Boolean).join(', '),
    settings?.hideInduction || data.grouping === 'induction-year' ? null : `Inducted ${inductee.inductionYear}`,
    settings?.hideClass || inductee.classYear === null ? null : `Class of ${inductee.classYear}`,
  ].filter((line): line is string => !!line);
}

/** spec 2.1 hof_list /honors/{slug?}/{grouping?}: the members grouped alphabetically, by induction class or by sport. */
export default function HofListPage() {
  const data = useLoaderData() as HofListData;
  const { settings, slug, grouping, groupings, groups, total } = data;
  const title = settings?.title || DEFAULT_TITLE;
  const groupingName = groupings.find((candidate) => candidate.slug === grouping)?.name;
  usePageTitle(groupingName ? `${title}: ${groupingName}` : title);

  return (
    <>
      <PageHeader title={title} eyebrow="Honors" blurb={settings?.blurb}>
        <GroupNav label="Group the hall of fame" current={grouping} options={groupings.map((option) => ({ key: option.slug, name: option.name, href: hofListPath(slug, option.slug) }))} />
        {groups.length > 1 && (
          <nav aria-label="Jump to a group">
            <ul role="list" className={styles.jumpList}>
              {groups.map((group) => (
                <li key={group.key}>
                  <a href={`#${groupAnchor(group.key)}`}>{grouping === 'alphabetical' ? group.key : hofGroupTitle(grouping, group.key)}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </PageHeader>
      {groups.length === 0 ? (
        <EmptyState>
          <p>No members have been inducted yet.</p>
        </EmptyState>
      ) : (
        <>
          <p className="visually-hidden">
            {total} member{total === 1 ? '' : 's'}
            {groupingName ? `, grouped by ${groupingName.toLowerCase()}` : ''}.
          </p>
          {groups.map((group) => (
            <section key={group.key} id={groupAnchor(group.key)} className={styles.section} aria-labelledby={`${groupAnchor(group.key)}-title`}>
              <h2 id={`${groupAnchor(group.key)}-title`} className={styles.sectionTitle}>
                {hofGroupTitle(grouping, group.key)}
                <span className={styles.count} aria-hidden="true">{group.members.length}</span>
              </h2>
              <ul role="list" className={`${styles.grid} ${styles.gridPeople}`}>
                {group.members.map((inductee) => (
                  <li key={inductee.id}>
                    <PersonCard href={inductee.url} name={`${inductee.firstName} ${inductee.lastName}`} image={inductee.image} tag={inductee.role === 'Athlete' ? null : inductee.role} lines={inducteeLines(inductee, data)} />
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
