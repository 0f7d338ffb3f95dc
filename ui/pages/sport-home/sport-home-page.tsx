import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { SportHomePageData } from '../../../core/home/front-page-data';
import { SPORT_HOME_PROMOTION_SLOTS } from '../../../core/home/home-feed-rules';
import { nextGameCountdown } from '../../../core/home/next-game-countdown';
import { CountdownPanel } from '../../countdown/countdown-panel';
import { LiveScoreboard } from '../../live/live-scoreboard';
import { PromotionSlot } from '../../promotions/promotion-slot';
import { NotifyMeButton } from '../../push/notify-me-button';
import { InTurn } from '../../routing/hydration-turns';
import { usePageMeta } from '../../routing/page-meta';
import { usePlatform } from '../../routing/platform-context';
import { SmartLink } from '../../shell/smart-link';
import { useShellData } from '../../shell/use-shell-data';
import { GameList } from '../home/game-list';
import { StoryCards } from '../home/story-cards';
import { FrontSection } from '../home/front-section';
import sections from '../home/front-sections.module.css';
import { CoachCards, RosterHighlights } from './sport-people';
import { sportSocialLinks } from './social-links';
import styles from './sport-home-page.module.css';
import { sportsTeamData } from '../../../core/seo/structured-data';
import { useStructuredData } from '../../routing/document-head';
import { useSchoolFacts } from '../../seo/structured-data-hooks';

type Data = Pick<SportHomePageData, 'sport' | 'sportNavigation'> & Partial<Omit<SportHomePageData, 'sport' | 'sportNavigation'>>;

/**
 * The sport home page (full width): the sport's title, record, tickets and social accounts, the
 * countdown to its next game, its live games, latest stories, upcoming games and results, roster highlights and coaches.
 */
export default function SportHomePage() {
  const { sport, stories = [], upcoming = [], results = [], record = null, roster = null } = useLoaderData() as Data;
  const { setup } = useShellData();
  const { clock } = usePlatform();
  const countdown = useMemo(() => nextGameCountdown(upcoming, clock.now()), [upcoming, clock]);
  const schoolName = setup?.identity.schoolName ?? null;
  const siteName = setup?.identity.siteName || schoolName;
  const social = sportSocialLinks(sport);
  const base = `/sports/${sport.global_sport_name_slug}`;
  usePageMeta({
    title: siteName ? `${sport.title} - ${siteName}` : sport.title,
    description: `${schoolName ? `${schoolName} ` : ''}${sport.title}: the latest news, schedule, results, roster and coaches.`,
    tokens: { sport_title: sport.title },
  });
  useStructuredData(sportsTeamData({ title: sport.title, slug: sport.global_sport_name_slug }, useSchoolFacts()));

  return (
    <>
      <InTurn>
        <section className={styles.hero} aria-labelledby="sport-title">
          <div className={styles.inner}>
            {schoolName && <p className={styles.eyebrow}>{schoolName}</p>}
            <h1 id="sport-title" className={styles.title}>
              {sport.title}
            </h1>
            {record && (
              <dl className={styles.record} aria-label={`${record.season} record`}>
                <div>
                  <dt>Overall</dt>
                  <dd>{record.overall}</dd>
                </div>
                <div>
                  <dt>Conference</dt>
                  <dd>{record.conference}</dd>
                </div>
                {record.streak && (
                  <div>
                    <dt>Streak</dt>
                    <dd>{record.streak}</dd>
                  </div>
                )}
              </dl>
            )}
            {(sport.tickets || social.length > 0) && (
              <div className={styles.actions}>
                {sport.tickets && (
                  <SmartLink href={sport.tickets} className={styles.tickets}>
                    Buy Tickets
                  </SmartLink>
                )}
                {social.length > 0 && (
                  <ul role="list" aria-label={`Follow ${sport.title}`} className={styles.social}>
                    {social.map((link) => (
                      <li key={link.channel}>
                        <SmartLink href={link.url} newWindow className={styles.socialLink} data-channel={link.channel}>
                          {link.label}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            <NotifyMeButton sportId={sport.id} sportTitle={sport.title} />
          </div>
        </section>
      </InTurn>
      {SPORT_HOME_PROMOTION_SLOTS.map((slot) => (
        <PromotionSlot key={slot} name={slot} sportId={sport.id} />
      ))}
      {countdown && <CountdownPanel key={countdown.game_id} countdown={countdown} heading={`Next ${sport.title} game`} />}
      <div className={styles.live}>
        <LiveScoreboard sportId={sport.id} />
      </div>
      <InTurn>
        <FrontSection headingId="sport-news-title" title="Latest News" more={{ to: `${base}/archives`, label: <>All {sport.title} news</> }}>
          <StoryCards stories={stories} showSport={false} emptyText={`No ${sport.title} stories yet.`} />
        </FrontSection>
      </InTurn>
      <InTurn>
        <FrontSection headingId="sport-games-title" title="Schedule" more={{ to: `${base}/schedule`, label: 'Full schedule' }}>
          <div className={sections.columns}>
            <div>
              <h3 className={sections.subTitle}>Upcoming</h3>
              <GameList games={upcoming} showSport={false} emptyText="No games scheduled yet." />
            </div>
            <div>
              <h3 className={sections.subTitle}>Recent Results</h3>
              <GameList games={results} showSport={false} emptyText="No results yet." />
            </div>
          </div>
        </FrontSection>
      </InTurn>
      <InTurn>
        <FrontSection headingId="sport-roster-title" title="Roster" more={{ to: `${base}/roster`, label: 'Full roster' }}>
          <RosterHighlights sportSlug={sport.global_sport_name_slug} players={roster?.players ?? []} />
        </FrontSection>
      </InTurn>
      <InTurn>
        <FrontSection headingId="sport-coaches-title" title="Coaches" more={{ to: `${base}/coaches`, label: 'Coaching staff' }}>
          <CoachCards sportSlug={sport.global_sport_name_slug} coaches={roster?.coaches ?? []} />
        </FrontSection>
      </InTurn>
    </>
  );
}
