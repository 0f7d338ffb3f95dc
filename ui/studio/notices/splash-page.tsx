import type { SplashNotice } from '../../../core/studio/notices/splash-notice';
import { useShellData } from '../../shell/use-shell-data';
import { useStudio } from '../studio-services';
import { studioTime } from '../use-studio-load';
import { windowWords } from './local-time';
import { NoticeScreen } from './notice-screen';
import { SplashForm } from './splash-form';

/** /studio/splash: the splash pages shown before the home page or a sport's pages. */
export default function SplashPage() {
  const { repository } = useStudio();
  const { sports } = useShellData();
  const pages = (sportId: number | null) => (sportId === null ? 'home page' : `${sports.find((sport) => sport.id === sportId)?.title ?? 'a sport'} pages`);
  return (
    <NoticeScreen<SplashNotice, SplashNotice[]>
      heading="Splash pages"
      noun="splash page"
      plural="splash pages"
      load={() => repository.splashes()}
      itemsOf={(list) => list}
      describe={(splash) => `Before the ${pages(splash.sportId)}, ${windowWords(splash.startDate, splash.endDate, studioTime)}`}
      remove={(id, version) => repository.deleteSplash(id, version)}
      renderForm={(args) => <SplashForm {...args} />}
    />
  );
}
