import type { NewsletterDraft } from '../../../core/studio/newsletters/newsletter';
import { MinePanel } from '../shell/mine-panel';

/** What this user had composed before loading the latest version after a 412: to copy from or put back. */
export function MyNewsletterPanel({ mine, onPutBack, onDismiss }: { mine: NewsletterDraft; onPutBack: () => void; onDismiss: () => void }) {
  return (
    <MinePanel
      id="newsletter-mine"
      heading="What you composed"
      intro={<>The form now shows the latest version. This is what you had ({mine.storyIds.length === 1 ? '1 story' : `${mine.storyIds.length} stories`}):</>}
      line={{ id: 'newsletter-mine-subject', label: 'Your subject', value: mine.subject }}
      text={{ id: 'newsletter-mine-intro', label: 'Your introduction (HTML)', value: mine.introHtml }}
      putBackLabel="Use mine instead"
      onPutBack={onPutBack}
      onDismiss={onDismiss}
    />
  );
}
