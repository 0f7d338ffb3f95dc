import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { AllAmericanBioData } from '../../../core/all-americans/all-american-pages';
import { ALL_AMERICANS_PATH } from '../../../core/all-americans/all-american-rules';
import { BackLink } from '../../honours/back-link';
import styles from '../../honours/honours.module.css';
import { FactList } from '../../honours/fact-list';
import { ProseSection } from '../../honours/prose-section';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';

/** spec 2.1 all-americans_bio: one All-American selection and its honoree. */
export default function AllAmericanBioPage() {
  const { honoree } = useLoaderData() as AllAmericanBioData;
  const name = `${honoree.firstName} ${honoree.lastName}`;
  usePageTitle(`${name}, ${honoree.year} All-American`);
  const facts = [
    { label: 'Honor', value: `${honoree.team} All-American` },
    { label: 'Year', value: String(honoree.year) },
    { label: 'Selector', value: honoree.selector },
    { label: 'Sport', value: honoree.sport.title },
    { label: 'Position', value: honoree.position },
    { label: 'Class', value: honoree.classYear },
    { label: 'Hometown', value: honoree.hometown },
  ].filter((fact) => fact.value.trim() !== '');

  return (
    <article>
      <BackLink to={ALL_AMERICANS_PATH}>All-Americans</BackLink>
      <PageHeader title={name} eyebrow={`${honoree.year} ${honoree.team} All-American`} />
      <div className={styles.detail}>
        {honoree.image ? <img src={honoree.image.url} alt={honoree.image.alt} width={400} height={500} className={styles.detailMedia} /> : <div />}
        <div>
          <FactList label={`About ${name}`} facts={facts} />
          <ProseSection id="all-american-bio" title="Biography" html={honoree.bio} />
          {honoree.rosterUrl && (
            <div className={styles.actions}>
              <Link to={honoree.rosterUrl} className={styles.button}>
                {name}&rsquo;s roster bio
              </Link>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
