import { Heading, Img, Link, Section, Text } from '@react-email/components';
import type { NewsletterMailInput, NewsletterStory } from '../mail-content';
import { bodyText, CONTENT_WIDTH, MailLayout, mutedText } from './mail-layout';

function Story({ story }: { story: NewsletterStory }) {
  const kicker = [story.sportTitle, story.dateText].filter(Boolean).join(' · ');
  return (
    <Section style={{ margin: '0 0 28px' }}>
      {story.imageUrl ? (
        <Link href={story.url}>
          <Img
            src={story.imageUrl}
            alt={story.imageAlt}
            width={String(CONTENT_WIDTH)}
            style={{ width: '100%', maxWidth: `${CONTENT_WIDTH}px`, height: 'auto', margin: '0 0 12px' }}
          />
        </Link>
      ) : null}
      {kicker ? <Text style={{ ...mutedText, fontWeight: 700 }}>{kicker}</Text> : null}
      <Heading as="h2" style={{ fontSize: '20px', lineHeight: '28px', margin: '0 0 8px' }}>
        <Link href={story.url} style={{ color: '#1a1a1a', textDecoration: 'none' }}>
          {story.title}
        </Link>
      </Heading>
      {story.teaser ? <Text style={bodyText}>{story.teaser}</Text> : null}
      <Text style={bodyText}>
        <Link href={story.url}>Read more</Link>
      </Text>
    </Section>
  );
}

/** Issue 46: the newsletter a staff member writes in the studio: an intro, then the stories they picked. */
export function NewsletterMail(input: NewsletterMailInput) {
  const { brand } = input;
  return (
    <MailLayout
      brand={brand}
      preview={input.stories[0]?.title ?? input.subject}
      reason={`You get this mail because you signed up for news from ${brand.name}.`}
      unsubscribe={true}
    >
      {/* The one raw part: the studio's rich text, already sanitised to the site's allow-list on write. */}
      <Section style={{ ...bodyText, margin: '0 0 24px' }}>
        <div dangerouslySetInnerHTML={{ __html: input.introHtml }} />
      </Section>
      {input.stories.map((story, index) => (
        <Story key={index} story={story} />
      ))}
    </MailLayout>
  );
}
