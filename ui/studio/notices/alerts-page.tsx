import type { AlertNotice } from '../../../core/studio/notices/notice';
import { useStudio } from '../studio-services';
import { studioTime } from '../use-studio-load';
import { windowWords } from './local-time';
import { NoticeForm } from './notice-form';
import { NoticeScreen } from './notice-screen';

/** /studio/alerts: the site's alerts, and the form to write, change or delete one. */
export default function AlertsPage() {
  const { repository } = useStudio();
  return (
    <NoticeScreen<AlertNotice, AlertNotice[]>
      heading="Alerts"
      noun="alert"
      plural="alerts"
      load={() => repository.alerts()}
      itemsOf={(list) => list}
      describe={(alert) => windowWords(alert.startDate, alert.endDate, studioTime)}
      remove={(id, version) => repository.deleteAlert(id, version)}
      renderForm={(args) => <NoticeForm {...args} />}
    />
  );
}
