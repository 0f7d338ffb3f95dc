import { useId } from 'react';
import { Form, useLoaderData, useLocation } from 'react-router-dom';
import { Link } from '../../routing/link';
import { fullName } from '../../../core/people/person-slug';
import { rosterBioPath } from '../../../core/people/people-paths';
import { historicalRosterSearch, LAST_NAME_LETTERS, type HistoricalRosterFilters } from '../../../core/roster/historical-roster';
import type { HistoricalRosterPageData } from '../../../core/roster/roster-page-data';
import { Headshot } from '../../people/headshot';
import { Pagination } from '../../paging/pagination';
import { PeopleHeader } from '../../people/people-header';
import styles from '../../people/people.module.css';
import { usePeopleTitle } from '../../people/use-people-title';
import page from './historical-roster-page.module.css';

/** historical_roster and historical_roster_sport: everyone who has been on a roster, by last name. */
export default function HistoricalRosterPage() {
  const { sport, sportNavigation, sports, filters, results } = useLoaderData() as HistoricalRosterPageData;
  const { pathname, search } = useLocation();
  const sportId = useId();
  const searchId = useId();
  // The sport's own page has its sport in the path, not in the query.
  const ofSport = sport !== undefined && sportNavigation !== undefined;
  const title = ofSport ? `${sport.title} Historical Roster` : 'Historical Roster';
  usePeopleTitle(title);
  const hrefWith = (change: Partial<HistoricalRosterFilters>) => `${pathname}${historicalRosterSearch({ ...filters, pageIndex: 0, ...change }, { withSport: !ofSport })}`;
  const chosenSport = sports.find((candidate) => candidate.global_sport_name_slug === filters.sport);

  return (
    <article aria-labelledby="page-title">
      <PeopleHeader eyebrow={ofSport ? sport.title : 'All sports'} title={title}>
        <p className={styles.lead}>Every student-athlete who has been on a roster, with their seasons.</p>
      </PeopleHeader>

      <Form method="get" key={search} className={styles.toolbar} role="search" aria-label="Find a player">
        {!ofSport && (
          <div className={styles.field}>
            <label htmlFor={sportId} className={styles.label}>
              Sport
            </label>
            <select id={sportId} name="sport" defaultValue={filters.sport ?? ''} className={styles.control}>
              <option value="">All sports</option>
              {sports.map((option) => (
                <option key={option.id} value={option.global_sport_name_slug}>
                  {option.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={searchId} className={styles.label}>
            Name
          </label>
          <input id={searchId} type="search" name="nameSearch" defaultValue={filters.nameSearch ?? ''} className={styles.control} autoComplete="off" />
        </div>
        {filters.lastNameStart && <input type="hidden" name="lastNameStart" value={filters.lastNameStart} />}
        <button type="submit" className={styles.button}>
          Find players
        </button>
      </Form>

      <nav aria-label="Last name starts with" className={page.letters}>
        <ul role="list" className={page.letterList}>
          <li>
            <Link to={hrefWith({ lastNameStart: undefined })} className={page.letter} aria-current={filters.lastNameStart ? undefined : 'true'}>
              All
            </Link>
          </li>
          {LAST_NAME_LETTERS.map((letter) => (
            <li key={letter}>
              <Link to={hrefWith({ lastNameStart: letter })} className={page.letter} aria-current={filters.lastNameStart === letter ? 'true' : undefined}>
                <span className="visually-hidden">Last names starting with </span>
                {letter}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="historical-results" className={styles.section}>
        <h2 id="historical-results" className={styles.sectionTitle}>
          Players
        </h2>
        <p className={styles.meta} role="status">
          {results.total === 1 ? '1 player' : `${results.total} players`}
          {chosenSport && !ofSport ? ` in ${chosenSport.title}` : ''}
          {filters.lastNameStart ? `, last names starting with ${filters.lastNameStart}` : ''}
          {filters.nameSearch ? `, matching “${filters.nameSearch}”` : ''}
        </p>
        {results.items.length === 0 ? (
          <p className={styles.empty}>No players match your search.</p>
        ) : (
          <ul role="list" aria-label="Players" className={page.results}>
            {results.items.map((player) => {
              const name = fullName(player);
              return (
                <li key={`${player.player_id}-${player.sport.id}`} className={page.result}>
                  <div className={page.thumb}>
                    <Headshot image={player.image} name={name} />
                  </div>
                  <div>
                    <h3 className={styles.cardTitle}>
                      <Link to={rosterBioPath(player.sport.slug, { ...player, id: player.roster_player_id })}>{name}</Link>
                    </h3>
                    <p className={styles.meta}>{player.sport.title}</p>
                    <p>{player.seasons.join(', ')}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination page={results.page} pages={results.pages} hrefFor={(index) => `${pathname}${historicalRosterSearch({ ...filters, pageIndex: index }, { withSport: !ofSport })}`} label="Historical roster pages" />
      </section>
    </article>
  );
}
