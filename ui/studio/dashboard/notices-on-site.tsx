import { NOTICE_KIND_LABELS, noticesOnSite, type NoticeKind } from '../../../core/studio/notices/notices-on-site';
import { Link } from '../../routing/link';
import { useStudio } from '../studio-services';
import { mapLoaded, studioTime, useStudioLoad } from '../use-studio-load';
import local from './dashboard.module.css';
import { LoadedList } from './loaded-list';

const SCREENS: Record<NoticeKind, string> = { alert: '/studio/alerts', splash: '/studio/splash', promotion: '/studio/promotions' };
const SHOWN = 10;

/** Issue 48: the alerts, splash pages and promotions fans see now, those about to end first and marked; standing promotions counted. */
export function NoticesOnSite() {
  const { repository, clock } = useStudio();
  const notices = useStudioLoad(async () => {
    const [alert, splash, promotions] = await Promise.all([repository.alerts(), repository.splashes(), repository.promotions()]);
    return noticesOnSite({ alert, splash, promotion: promotions.items }, clock.now());
  }, [repository]);
  const ready = notices.loaded.state === 'ready' ? notices.loaded.value : null;
  const listed = mapLoaded(notices.loaded, (value) => value.listed.slice(0, SHOWN));
  const more = ready ? ready.listed.length - SHOWN : 0;
  return (
    <section aria-labelledby="notices-on-site">
      <h2 id="notices-on-site">Notices on the site now</h2>
      <LoadedList loaded={listed} loading="Loading the notices…" empty="No alert or splash page is showing, and no promotion is due to end." keyOf={(notice) => `${notice.kind}-${notice.id}`}>
        {(notice) => (
          <>
            {NOTICE_KIND_LABELS[notice.kind]}: <Link to={SCREENS[notice.kind]}>{notice.title}</Link> — {notice.endDate === null ? 'no end set' : `until ${studioTime(notice.endDate)}`}
            {notice.endingSoon && (
              <>
                {' '}
                <strong className={local.soon}>Ending soon</strong>
              </>
            )}
          </>
        )}
      </LoadedList>
      {ready && (more > 0 || ready.standingPromotions > 0) && (
        <p>
          {more > 0 && `And ${more} more with a later end. `}
          {ready.standingPromotions > 0 && `${ready.standingPromotions} ${ready.standingPromotions === 1 ? 'promotion shows' : 'promotions show'} with no end set. `}
          <Link to={SCREENS.promotion}>Every promotion</Link>
        </p>
      )}
    </section>
  );
}
