import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import { dateTimeAttribute, longDate } from '../../../core/editorial/content-dates';
import type { StoryPageData } from '../../../core/stories/story-page-data';
import { backToNewsPath } from '../../../core/stories/story-route';
import { storyVideoFrame } from '../../../core/stories/story-video';
import { tagPath } from '../../../core/tags/tag-rules';
import { useSiteTitle } from '../../editorial/page-title';
import { RichText } from '../../editorial/rich-text';
import { StoryList } from '../../editorial/story-list';
import { SmartLink } from '../../shell/smart-link';
import { VideoPlayer } from '../../media/video-player';
import { InTurn } from '../../routing/hydration-turns';
import { usePageMeta } from '../../routing/page-meta';
import { useShellData } from '../../shell/use-shell-data';
import { StoryGallery } from './story-gallery';
import { StoryGames } from './story-games';
import { StoryShare } from './story-share';
import { StoryWriter } from './story-writer';
import styles from './story-page.module.css';
import { newsArticleData } from '../../../core/seo/structured-data';
import { useCollectedHead, useStructuredData } from '../../routing/document-head';
import { useSchoolFacts } from '../../seo/structured-data-hooks';
import { useResponsiveSrcSet } from '../../media/use-image-sources';

/** The lead image spans the article, at most 1180px (--story-max). */
const LEAD_IMAGE_SIZES = '(min-width: 1180px) 1180px, 100vw';

/** spec 3 Story, full screen (spec 2.2): the story with its writer, games, related stories and tags. */
export default function StoryPage() {
  const { story, related, pageUrl, origin, gallery } = useLoaderData() as StoryPageData;
  const { setup } = useShellData();
  usePageMeta({ title: useSiteTitle(story.title), description: story.meta_description, tokens: { story_title: story.title, story_teaser: story.teaser, sport_title: story.sport?.title } });
  const siteName = setup?.identity.siteName || setup?.identity.schoolName || 'Home';
  const logo = setup?.config.logo;
  const backTo = backToNewsPath(story.sport);
  const video = storyVideoFrame(story.video, origin, story.title);
  const image = story.primary_image;
  const imageSrcSet = useResponsiveSrcSet(image?.url);
  useCollectedHead({ image: image?.url, imageSrcSet, imageSizes: imageSrcSet && LEAD_IMAGE_SIZES });
  useStructuredData(newsArticleData(story, useSchoolFacts()));

  return (
    <div className={styles.page}>
      <InTurn>
        <header className={styles.topBar}>
          <Link to="/" className={styles.home}>
            {logo && <img src={logo} alt="" width={40} height={40} className={styles.homeLogo} />}
            <span>{siteName}</span>
          </Link>
          <Link to={backTo} className={styles.back}>
            <span aria-hidden="true" className={styles.arrow}>←</span>Back to news
          </Link>
        </header>
      </InTurn>

      <InTurn>
        <article className={styles.article} aria-labelledby="story-title">
          <header className={styles.head}>
            {story.sport && (
              <p className={styles.sport}>
                <Link to={`/sports/${story.sport.slug}`}>{story.sport.title}</Link>
              </p>
            )}
            <h1 id="story-title" className={styles.title}>
              {story.title}
            </h1>
            {story.subheadline && <p className={styles.subheadline}>{story.subheadline}</p>}
            <p className={styles.byline}>
              {story.byline && <span>{story.byline}</span>}
              {story.byline && story.date && <span aria-hidden="true"> · </span>}
              {story.date && <time dateTime={dateTimeAttribute(story.date)}>{longDate(story.date)}</time>}
            </p>
          </header>

          {image && (
            <figure className={styles.figure}>
              <img src={image.url} srcSet={imageSrcSet} sizes={imageSrcSet && LEAD_IMAGE_SIZES} alt={image.alt} width={1200} height={675} className={styles.image} fetchPriority="high" />
              {(image.caption || image.credit) && (
                <figcaption className={styles.caption}>
                  {image.caption}
                  {image.credit && <span className={styles.credit}>{image.caption ? ' · ' : ''}Photo: {image.credit}</span>}
                </figcaption>
              )}
            </figure>
          )}

          <div className={styles.layout}>
            <div className={styles.main}>
              {/* Ours: the frame loads when the visitor asks for it (spec 4 append_button), keeping the story light. */}
              {video && <VideoPlayer frame={video} appendButton className={styles.video} />}
              {story.body_html ? <RichText sanitizedHtml={story.body_html} className={styles.body} /> : <p className={styles.body}>{story.teaser}</p>}

              {/* spec 2.5: a story page adds a tiny outstream ad placeholder. */}
              <div className={styles.outstream} data-ad-slot="outstream" aria-hidden="true" />

              {story.links.length > 0 && (
                <ul role="list" className={styles.links} aria-label="Story links">
                  {story.links.map((link) => (
                    <li key={link.id}>
                      <SmartLink href={link.url} className={styles.linkButton}>
                        {link.title}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              )}

              {gallery && <StoryGallery gallery={gallery} />}

              {story.tags.length > 0 && (
                <section aria-labelledby="story-tags-title" className={styles.tags}>
                  <h2 id="story-tags-title" className={styles.tagsTitle}>
                    Tags
                  </h2>
                  <ul role="list" className={styles.tagList}>
                    {story.tags.map((tag) => (
                      <li key={tag.id}>
                        <Link to={tagPath(tag.slug)} className={styles.tag}>
                          {tag.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}

              <StoryShare pageUrl={pageUrl} title={story.title} />
            </div>

            <div className={styles.aside}>
              {story.games.length > 0 && <StoryGames games={story.games} currentUrl={story.url} />}
              {story.writer && <StoryWriter writer={story.writer} />}
            </div>
          </div>
        </article>
      </InTurn>

      <InTurn>
        <section aria-labelledby="related-stories-title" className={styles.related}>
          <h2 id="related-stories-title" className={styles.relatedTitle}>
            Related stories
          </h2>
          <StoryList stories={related} headingLevel={3} emptyText="No related stories yet." />
          <p className={styles.backBottom}>
            <Link to={backTo} className={styles.back}>
              <span aria-hidden="true" className={styles.arrow}>←</span>Back to news
            </Link>
            {story.sport && (
              <Link to={`/sports/${story.sport.slug}`} className={styles.sportHome}>
                {story.sport.title} home
              </Link>
            )}
          </p>
        </section>
      </InTurn>
    </div>
  );
}
