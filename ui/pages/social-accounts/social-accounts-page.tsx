import { useLoaderData } from 'react-router-dom';
import { groupAnchor } from '../../../core/honours/groups';
import type { SocialAccountsPageData } from '../../../core/social-accounts/social-account-pages';
import { withProfiles } from '../../../core/social-accounts/social-channels';
import { EmptyState } from '../../honours/empty-state';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import { SocialLinks } from '../../info/social-links';
import { useShellData } from '../../shell/use-shell-data';

/** spec 2.1 social_accounts: the school's official accounts and each team's, with the spec 9 channel icons. */
export default function SocialAccountsPage() {
  const { groups } = useLoaderData() as SocialAccountsPageData;
  const { setup } = useShellData();
  usePageTitle('Social Media');
  const shown = withProfiles(groups);
  const school = setup?.identity.siteName || setup?.identity.schoolName;

  return (
    <>
      <PageHeader title="Social Media" eyebrow="Follow along" blurb={school ? `Follow ${school} and every team on social media.` : 'Follow the department and every team on social media.'} />
      {shown.length === 0 ? (
        <EmptyState>
          <p>No social media accounts are listed yet.</p>
        </EmptyState>
      ) : (
        shown.map((group) => (
          <section key={group.name} className={styles.section} aria-labelledby={`${groupAnchor(group.name)}-title`}>
            <h2 id={`${groupAnchor(group.name)}-title`} className={styles.sectionTitle}>
              {group.name}
              <span className={styles.count} aria-hidden="true">{group.accounts.length}</span>
            </h2>
            <ul role="list" className={`${styles.grid} ${styles.gridWide}`}>
              {group.accounts.map((account) => (
                <li key={account.name}>
                  <article className={styles.card}>
                    <div className={styles.cardBody}>
                      <h3 className={styles.cardTitle}>{account.name}</h3>
                      {account.title && <p className={styles.cardMeta}>{account.title}</p>}
                      <SocialLinks owner={account.name} links={account.links} />
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
