import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { HomePageData } from '../../../core/home/front-page-data';
import { HOME_PROMOTION_SLOTS } from '../../../core/home/home-feed-rules';
import { CountdownPanel } from '../../countdown/countdown-panel';
import { LiveScoreboard } from '../../live/live-scoreboard';
import { PromotionSlot } from '../../promotions/promotion-slot';
import { InTurn } from '../../routing/hydration-turns';
import { usePageMeta } from '../../routing/page-meta';
import { nearViewportView } from '../../routing/near-viewport-view';
import { useShellData } from '../../shell/use-shell-data';
import { ScoreboardDays } from './game-list';
import { HomeAlerts } from './home-alerts';
import { FrontSection } from './front-section';
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

const [TOP_SLOT = 'home-top'] = HOME_PROMOTION_SLOTS;

// #24: the news, games and sports are far below the fold on any day: their code (and the carousel's) waits for the visitor.
const HomeBelowFold = nearViewportView(() => import('./home-below-fold'));

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
        <FrontSection id="home-scoreboard" headingId="home-scoreboard-title" title="Scoreboard" more={{ to: '/calendar', label: 'Full calendar' }}>
          <LiveScoreboard headingLevel={3} />
          <ScoreboardDays games={data.scoreboard} emptyText="No games this week." />
        </FrontSection>
      </InTurn>
      <HomeBelowFold stories={data.stories} upcoming={data.upcoming} results={data.results} teams={data.teams} />
    </>
  );
}
