import { useLoaderData, useLocation } from 'react-router-dom';
import { Link } from '../../routing/link';
import { fullName } from '../../../core/people/person-slug';
import { rosterBioPath, rosterPath } from '../../../core/people/people-paths';
import { playerFacts, seasonsNewestFirst, type PlayerBio } from '../../../core/roster/player-bio';
import type { RosterBioPageData } from '../../../core/roster/roster-page-data';
import { BioText } from '../../people/bio-text';
import { BioHero } from '../../people/bio-hero';
import { PeopleHeader } from '../../people/people-header';
import styles from '../../people/people.module.css';
import { SocialLinks } from '../../people/social-links';
import { usePeopleTitle } from '../../people/use-people-title';
import bioStyles from './roster-bio-page.module.css';
import { personData } from '../../../core/seo/structured-data';
import { useStructuredData } from '../../routing/document-head';
import { useSchoolFacts } from '../../seo/structured-data-hooks';
import { ScrollRegion } from '../../tables/scroll-region';

function SeasonsTable({ bio, sportSlug }: { bio: PlayerBio; sportSlug: string }) {
  const seasons = seasonsNewestFirst(bio.seasons);
  const name = fullName(bio);
  return (
    <ScrollRegion className={styles.tableScroll} label={`${name}, season by season`}>
      <table className={styles.table}>
        <caption className="visually-hidden">{name}, season by season</caption>
        <thead>
          <tr>
            <th scope="col">Season</th>
            <th scope="col">
              <abbr title="Jersey Number">No.</abbr>
            </th>
            <th scope="col">
              <abbr title="Position">Pos.</abbr>
            </th>
            <th scope="col">Class</th>
            <th scope="col">
              <abbr title="Height">Ht.</abbr>
            </th>
            <th scope="col">
              <abbr title="Weight">Wt.</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {seasons.map((season) => (
            <tr key={season.roster_player_id}>
              <th scope="row">
                {season.roster_player_id === bio.id ? (
                  <span aria-current="page">{season.season}</span>
                ) : (
                  <Link to={rosterBioPath(sportSlug, { ...bio, id: season.roster_player_id })} className={styles.link}>
                    {season.season}
                  </Link>
                )}
                {season.is_captain && ' (Captain)'}
              </th>
              <td>{season.jersey}</td>
              <td>{season.position}</td>
              <td>{season.academic_year}</td>
              <td>{season.height}</td>
              <td>{season.weight}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** roster_bio: a player's season on the roster, their bio, seasons, other sports and photos. */
export default function RosterBioPage() {
  const { sport, bio, media, otherSports } = useLoaderData() as RosterBioPageData;
  const name = fullName(bio);
  const slug = sport.global_sport_name_slug;
  usePeopleTitle(name, bio.roster_title);
  useStructuredData(personData({ name, jobTitle: [sport.title, bio.position_long ?? bio.position].filter(Boolean).join(' '), image: bio.image?.url, url: useLocation().pathname }, useSchoolFacts()));
  const facts = playerFacts(bio);

  return (
    <article aria-labelledby="page-title">
      <PeopleHeader eyebrow={bio.roster_title} title={name} />
      <BioHero image={bio.image} name={name}>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <SocialLinks links={bio.social_links} name={name} />
      </BioHero>

      <section aria-labelledby="bio-text" className={styles.section}>
        <h2 id="bio-text" className={styles.sectionTitle}>
          Biography
        </h2>
        <BioText text={bio.bio} empty={`A biography of ${name} is not available yet.`} />
      </section>

      {bio.seasons.length > 0 && (
        <section aria-labelledby="bio-seasons" className={styles.section}>
          <h2 id="bio-seasons" className={styles.sectionTitle}>
            Season by Season
          </h2>
          <SeasonsTable bio={bio} sportSlug={slug} />
        </section>
      )}

      {otherSports.length > 0 && (
        <section aria-labelledby="bio-other-sports" className={styles.section}>
          <h2 id="bio-other-sports" className={styles.sectionTitle}>
            Other Sports
          </h2>
          <ul role="list" className={styles.links}>
            {otherSports.map((entry) => (
              <li key={entry.sport.id}>
                <Link to={rosterBioPath(entry.sport.slug, { ...entry, id: entry.roster_player_id })} className={styles.link}>
                  {entry.sport.title}
                </Link>{' '}
                ({entry.seasons.join(', ')})
              </li>
            ))}
          </ul>
        </section>
      )}

      {media.length > 0 && (
        <section aria-labelledby="bio-media" className={styles.section}>
          <h2 id="bio-media" className={styles.sectionTitle}>
            Photos
          </h2>
          <ul role="list" className={bioStyles.media}>
            {media.map((item) => (
              <li key={item.id}>
                <figure className={bioStyles.figure}>
                  <img src={item.image.url} alt={item.image.alt} loading="lazy" decoding="async" width={240} height={300} />
                  <figcaption>{item.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className={styles.section}>
        <Link to={rosterPath(slug, bio.season)} className={styles.link}>
          Back to the {bio.roster_title}
        </Link>
      </p>
    </article>
  );
}
