import { NOTICE_KIND_LABELS, noticesOnSite, type NoticeKind } from '../../../core/studio/notices/notices-on-site';
import { Link } from '../../routing/link';
import { useStudio } from '../studio-services';
import { studioTime, useStudioLoad } from '../use-studio-load';
import local from './dashboard.module.css';
import { LoadedList } from './loaded-list';

const SCREENS: Record<NoticeKind, string> = { alert: '/studio/alerts', splash: '/studio/splash', promotion: '/studio/promotions' };

/** Issue 48: the alerts, splash pages and promotions fans see now, those about to end first and marked. */
export function NoticesOnSite() {
  const { repository, clock } = useStudio();
  const notices = useStudioLoad(async () => {
    const [alert, splash, promotions] = await Promise.all([repository.alerts(), repository.splashes(), repository.promotions()]);
    return noticesOnSite({ alert, splash, promotion: promotions.items }, clock.now());
  }, [repository]);
  return (
    <section aria-labelledby="notices-on-site">
      <h2 id="notices-on-site">Notices on the site now</h2>
      <LoadedList loaded={notices.loaded} loading="Loading the notices…" empty="No alert, splash page or promotion is showing." keyOf={(notice) => `${notice.kind}-${notice.id}`}>
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
    </section>
  );
}
