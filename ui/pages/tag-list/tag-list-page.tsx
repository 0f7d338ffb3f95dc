import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { TagListPageData } from '../../../core/tags/tag-page-data';
import { listedTags, storyCount, tagPath } from '../../../core/tags/tag-rules';
import { PageHeader } from '../../editorial/page-header';
import { useSiteTitle } from '../../editorial/page-title';
import { usePageMeta } from '../../routing/page-meta';
import shared from '../../editorial/editorial.module.css';
import styles from './tag-list-page.module.css';

/** spec 2.1 tag_list: every tag that has stories, with how many. */
export default function TagListPage() {
  const { tags } = useLoaderData() as TagListPageData;
  const listed = listedTags(tags);
  usePageMeta({ title: useSiteTitle('Tags'), description: 'Browse stories by topic.' });

  return (
    <>
      <PageHeader title="Tags">
        <p>Browse stories by topic.</p>
      </PageHeader>
      {listed.length === 0 ? (
        <p className={shared.empty}>No tagged stories yet.</p>
      ) : (
        <ul role="list" className={styles.tags}>
          {listed.map((tag) => (
            <li key={tag.id}>
              <Link to={tagPath(tag.slug)} className={styles.tag}>
                <span className={styles.name}>{tag.name}</span>
                <span className={styles.count}>{storyCount(tag.count)}</span>
                {tag.description && <span className={styles.description}>{tag.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
