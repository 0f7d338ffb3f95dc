import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { HomePageData } from '../../../core/home/front-page-data';
import { HOME_PROMOTION_SLOTS } from '../../../core/home/home-feed-rules';
import { CountdownPanel } from '../../countdown/countdown-panel';
import { LiveScoreboard } from '../../live/live-scoreboard';
import { PromotionSlot } from '../../promotions/promotion-slot';
import { InTurn } from '../../routing/hydration-turns';
import { usePageMeta } from '../../routing/page-meta';
import { ArrowIcon } from '../../shell/icons';
import { useShellData } from '../../shell/use-shell-data';
import { GameList, ScoreboardDays } from './game-list';
import { HomeAlerts } from './home-alerts';
import { StoryCards } from './story-cards';
import sections from './front-sections.module.css';
import styles from './home-page.module.css';
import { organizationData } from '../../../core/seo/structured-data';
import { useStructuredData } from '../../routing/document-head';
import { useSchoolFacts } from '../../seo/structured-data-hooks';

const EMPTY: HomePageData = { stories: [], upcoming: [], results: [], scoreboard: [], countdown: null, teams: [] };

// In-page sections, also reachable from the jump links (spec 2.2: a hash scrolls to its element).
const SECTIONS = [
  ['home-scoreboard', 'Scoreboard'],
  ['home-news', 'Latest News'],
  ['home-games', 'Games'],
  ['home-sports', 'Sports'],
] as const;

const [TOP_SLOT = 'home-top', MIDDLE_SLOT = 'home-multi', BOTTOM_SLOT = 'home-html', ICONS_SLOT = 'home-icons'] = HOME_PROMOTION_SLOTS;

/**
 * The home page (full width): alerts, the school's hero, the countdown to the next featured game,
 * the scoreboard, the latest stories, upcoming games and recent results across sports, and a way
 * into every real sport (spec 4: sorted by title).
 */
export default function HomePage() {
  const data = (useLoaderData() as HomePageData | undefined) ?? EMPTY;
  const { setup, alerts } = useShellData();
  const schoolName = setup?.identity.schoolName ?? 'Athletics';
  const siteName = setup?.identity.siteName || schoolName;
  const mascot = setup?.settings.mascotPlural ?? null;
  const logo = setup?.config.logo;
  usePageMeta({ title: siteName, description: `The official athletics website of ${schoolName}: news, schedules, results, rosters, stats and live games.` });
  useStructuredData(organizationData(useSchoolFacts()));

  return (
    <>
      <InTurn>
        <HomeAlerts alerts={alerts} />
      </InTurn>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          {logo && <img src={logo} alt="" width={140} height={140} className={styles.heroLogo} fetchPriority="high" />}
          <div>
            {mascot && <p className={styles.eyebrow}>Home of the {mascot}</p>}
            <h1 id="home-title" className={styles.title}>
              {siteName}
            </h1>
            {siteName !== schoolName && <p className={styles.subtitle}>{schoolName}</p>}
            <nav aria-label="On this page" className={styles.jump}>
              <ul role="list" className={styles.jumpList}>
                {SECTIONS.map(([id, label]) => (
                  <li key={id}>
                    <Link to={{ hash: id }} className={styles.jumpLink}>
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </section>
      <PromotionSlot name={TOP_SLOT} />
      {data.countdown && <CountdownPanel key={data.countdown.game_id} countdown={data.countdown} heading="Next featured game" />}
      <InTurn>
        <section id="home-scoreboard" className={sections.section} aria-labelledby="home-scoreboard-title">
          <div className={sections.sectionHead}>
            <h2 id="home-scoreboard-title" className={sections.sectionTitle}>
              Scoreboard
            </h2>
            <Link to="/calendar" className={sections.more}>
              Full calendar
            </Link>
          </div>
          <LiveScoreboard headingLevel={3} />
          <ScoreboardDays games={data.scoreboard} emptyText="No games this week." />
        </section>
      </InTurn>
      <InTurn>
        <section id="home-news" className={sections.section} aria-labelledby="home-news-title">
          <div className={sections.sectionHead}>
            <h2 id="home-news-title" className={sections.sectionTitle}>
              Latest News
            </h2>
            <Link to="/archives" className={sections.more}>
              All news
            </Link>
          </div>
          <StoryCards stories={data.stories} featureFirst emptyText="No stories yet." />
        </section>
      </InTurn>
      <PromotionSlot name={MIDDLE_SLOT} />
      <InTurn>
        <section id="home-games" className={sections.section} aria-labelledby="home-games-title">
          <div className={sections.sectionHead}>
            <h2 id="home-games-title" className={sections.sectionTitle}>
              Games
            </h2>
          </div>
          <div className={sections.columns}>
            <div>
              <h3 className={sections.subTitle}>Upcoming</h3>
              <GameList games={data.upcoming} emptyText="No games scheduled yet." />
            </div>
            <div>
              <h3 className={sections.subTitle}>Recent Results</h3>
              <GameList games={data.results} emptyText="No results yet." />
            </div>
          </div>
        </section>
      </InTurn>
      <PromotionSlot name={BOTTOM_SLOT} />
      <InTurn>
        <HomeSports teams={data.teams} />
      </InTurn>
      <PromotionSlot name={ICONS_SLOT} />
    </>
  );
}

/** A way into every real sport (spec 4: sorted by title). */
function HomeSports({ teams }: { teams: HomePageData['teams'] }) {
  return (
    <section id="home-sports" className={styles.sports} aria-labelledby="home-sports-title">
      <div className={styles.sectionHead}>
        <h2 id="home-sports-title" className={styles.sectionTitle}>
          Sports
        </h2>
        {teams.length > 0 && <p className={styles.count}>{teams.length} teams</p>}
      </div>
      {teams.length > 0 ? (
        <ul role="list" className={styles.grid}>
          {teams.map((sport) => (
            <li key={sport.id}>
              <Link to={`/sports/${sport.global_sport_name_slug}`} className={styles.card}>
                <span className={styles.cardTitle}>{sport.title}</span>
                <ArrowIcon className={styles.cardArrow} />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>Team pages are on their way. Check back soon.</p>
      )}
    </section>
  );
}
