import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StorySummary } from '../../../core/home/home-feed';
import type { ShellData } from '../../../core/shell/shell-data';
import { StoryCards } from '../../../ui/pages/home/story-cards';

const story = (id: number, url: string): StorySummary => ({
  id,
  title: `Story ${id}`,
  teaser: '',
  date: '2026-11-20T18:00:00',
  url: `/news/2026/11/20/story-${id}`,
  primary_image: { url, alt: `Picture ${id}` },
  sport: null,
});

/** The cards under a root route whose shell data names the school's image service (or none). */
async function renderCards(stories: StorySummary[], imagesCdnPath: string | null) {
  const shell = { setup: imagesCdnPath === null ? null : { config: { imagesCdnPath } }, navigation: [], sports: [], alerts: [], seo: null } as unknown as ShellData;
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => shell, element: <Outlet />, children: [{ index: true, element: <StoryCards stories={stories} featureFirst emptyText="None" /> }] }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.findAllByRole('img');
}

const rendition = (url: string, width: number) => `/images/resize?url=${encodeURIComponent(url)}&width=${width}&type=webp ${width}w`;

describe('story card images through the image service (spec 7)', () => {
  it("give a photo the service's webp renditions and the sizes of its card, the feature wider than the rest", async () => {
    const [feature, card] = await renderCards([story(1, '/media/ridgemont/stories/a.jpg'), story(2, 'https://bucket.example.edu/b.PNG')], '/images');
    expect(feature).toHaveAttribute('src', '/media/ridgemont/stories/a.jpg');
    expect(feature).toHaveAttribute('srcset', [400, 800, 1200, 1600].map((width) => rendition('/media/ridgemont/stories/a.jpg', width)).join(', '));
    expect(feature!.getAttribute('sizes')).toContain('58vw');
    expect(feature).toHaveAttribute('loading', 'eager');
    expect(card).toHaveAttribute('srcset', [400, 800, 1200, 1600].map((width) => rendition('https://bucket.example.edu/b.PNG', width)).join(', '));
    expect(card!.getAttribute('sizes')).toContain('50vw');
    expect(card).toHaveAttribute('loading', 'lazy');
  });

  it('leave a drawing as it is, and every image as it is when the school has no image service', async () => {
    const [drawing] = await renderCards([story(1, '/media/ridgemont/stories/a.svg')], '/images');
    expect(drawing).toHaveAttribute('src', '/media/ridgemont/stories/a.svg');
    expect(drawing).not.toHaveAttribute('srcset');
    expect(drawing).not.toHaveAttribute('sizes');
    cleanup();
    const [photo] = await renderCards([story(1, '/media/ridgemont/stories/a.jpg')], null);
    expect(photo).not.toHaveAttribute('srcset');
  });
});
