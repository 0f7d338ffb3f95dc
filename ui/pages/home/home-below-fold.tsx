import { Link } from '../../routing/link';
import type { HomePageData } from '../../../core/home/front-page-data';
import { HOME_PROMOTION_SLOTS } from '../../../core/home/home-feed-rules';
import { PromotionSlot } from '../../promotions/promotion-slot';
import { InTurn } from '../../routing/hydration-turns';
import { ArrowIcon } from '../../shell/icons';
import { GameList } from './game-list';
import { StoryCards } from './story-cards';
import { FrontSection } from './front-section';
import sections from './front-sections.module.css';
import styles from './home-page.module.css';

const [, MIDDLE_SLOT = 'home-multi', BOTTOM_SLOT = 'home-html', ICONS_SLOT = 'home-icons'] = HOME_PROMOTION_SLOTS;

type BelowFoldData = Pick<HomePageData, 'stories' | 'upcoming' | 'results' | 'teams'>;

/** The home page below its scoreboard: the latest stories, upcoming games and recent results, every sport, and their promotions. */
export default function HomeBelowFold({ stories, upcoming, results, teams }: BelowFoldData) {
  return (
    <>
      <InTurn>
        <FrontSection id="home-news" headingId="home-news-title" title="Latest News" more={{ to: '/archives', label: 'All news' }}>
          <StoryCards stories={stories} featureFirst emptyText="No stories yet." />
        </FrontSection>
      </InTurn>
      <PromotionSlot name={MIDDLE_SLOT} />
      <InTurn>
        <FrontSection id="home-games" headingId="home-games-title" title="Games">
          <div className={sections.columns}>
            <div>
              <h3 className={sections.subTitle}>Upcoming</h3>
              <GameList games={upcoming} emptyText="No games scheduled yet." />
            </div>
            <div>
              <h3 className={sections.subTitle}>Recent Results</h3>
              <GameList games={results} emptyText="No results yet." />
            </div>
          </div>
        </FrontSection>
      </InTurn>
      <PromotionSlot name={BOTTOM_SLOT} />
      <InTurn>
        <HomeSports teams={teams} />
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
