import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp, type SeededApp } from '../support/seeded-app';

interface GalleryWire {
  id: number;
  title: string;
  url: string;
  photoCount: number;
  sports: Array<{ id: number; title: string }>;
}
interface GalleryDetailWire extends GalleryWire {
  photos: Array<{ altText: string; caption: string; credit: string; width: number; height: number; imageUrl: { medium: string; original: string } }>;
  story: { id: number; title: string; url: string } | null;
}
// The first render of a page compiles its lazy chunk: slow on a busy machine.
const FIRST = { timeout: 20_000 };

describe('the photo gallery pages on the real seeded server', { timeout: 60_000 }, () => {
  let app: SeededApp;
  let galleries: GalleryWire[];
  beforeAll(async () => {
    app = await startSeededApp();
    galleries = await app.api<GalleryWire[]>('/ImageGalleries');
  });
  afterAll(async () => app?.close());

  it('lists the galleries newest first, each linking to its page, with a sport filter', async () => {
    const view = app.renderAt('/galleries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo Galleries' }, FIRST)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Photo Galleries' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(galleries.map((gallery) => gallery.title));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(galleries.map((gallery) => gallery.url));
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText(new RegExp(`${galleries[0]!.photoCount} photos`))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sport' })).toBeInTheDocument();
    await waitFor(() => expect(document.body.dataset.analyticsLabel).toBe('photogallery'), FIRST);
    await waitFor(() => expect(document.title).toMatch(/^Photo Galleries/));
    view.unmount();

    const sport = galleries[0]!.sports[0]!;
    app.renderAt(`/galleries?sport=${sport.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${sport.title} Photo Galleries` }, FIRST)).toBeInTheDocument();
    const filtered = within(screen.getByRole('list', { name: `${sport.title} Photo Galleries` })).getAllByRole('link');
    expect(filtered.map((link) => link.textContent)).toEqual(galleries.filter((gallery) => gallery.sports[0]?.id === sport.id).map((gallery) => gallery.title));
    expect((screen.getByRole('combobox', { name: 'Sport' }) as HTMLSelectElement).value).toBe(String(sport.id));
  });

  it("gives a gallery of photographs the image service's renditions: webp at 400, 800 and 1600 wide, then the original", async () => {
    const details = await Promise.all(galleries.map((gallery) => app.api<GalleryDetailWire>(`/ImageGalleries/${gallery.id}`)));
    const gallery = details.find((detail) => detail.photos.every((photo) => photo.imageUrl.original.endsWith('.jpg')))!;
    const view = app.renderAt(gallery.url);
    expect(await within(view.container).findByRole('heading', { level: 1, name: gallery.title }, FIRST)).toBeInTheDocument();
    const figures = within(screen.getByRole('list', { name: `Photos: ${gallery.title}` })).getAllByRole('figure');
    gallery.photos.forEach((photo, index) => {
      const image = within(figures[index]!).getByRole('img', { name: photo.altText });
      const rendition = (width: number) => `/images/resize?url=${encodeURIComponent(photo.imageUrl.original)}&width=${width}&type=webp`;
      expect(image).toHaveAttribute('src', rendition(800));
      const candidates = [400, 800, 1600].filter((width) => width < photo.width).map((width) => `${rendition(width)} ${width}w`);
      expect(image.getAttribute('srcset')).toBe([...candidates, `${photo.imageUrl.original} ${photo.width}w`].join(', '));
    });
    view.unmount();
  });

  it('shows a gallery: every photo a figure with alt text, size, caption and credit, and the story it goes with', async () => {
    const details = await Promise.all(galleries.map((gallery) => app.api<GalleryDetailWire>(`/ImageGalleries/${gallery.id}`)));
    const gallery = details.find((detail) => detail.story)!;
    const view = app.renderAt(gallery.url);
    expect(await within(view.container).findByRole('heading', { level: 1, name: gallery.title }, FIRST)).toBeInTheDocument();
    const photos = screen.getByRole('list', { name: `Photos: ${gallery.title}` });
    const figures = within(photos).getAllByRole('figure');
    expect(figures).toHaveLength(gallery.photos.length);
    gallery.photos.forEach((photo, index) => {
      const figure = figures[index]!;
      const image = within(figure).getByRole('img', { name: photo.altText });
      expect(image).toHaveAttribute('src', photo.imageUrl.medium);
      expect(image).toHaveAttribute('width', String(photo.width));
      expect(image).toHaveAttribute('height', String(photo.height));
      // A drawing (SVG) is sharp at any size: one file, no renditions.
      expect(photo.imageUrl.original).toMatch(/\.svg$/);
      expect(image).not.toHaveAttribute('srcset');
      expect(within(figure).getByText(photo.caption)).toBeInTheDocument();
      expect(within(figure).getByText(`Photo: ${photo.credit}`)).toBeInTheDocument();
      // A link to the full-size picture: reachable from the keyboard.
      expect(within(figure).getByRole('link')).toHaveAttribute('href', photo.imageUrl.original);
    });
    expect(screen.getByRole('link', { name: `Read the story: ${gallery.story!.title}` })).toHaveAttribute('href', gallery.story!.url);
    expect(screen.getByRole('link', { name: 'All photo galleries' })).toHaveAttribute('href', '/galleries');
    // The school's galleries SEO template: '{gallery_title} | Photo Galleries | {site_name}'.
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${gallery.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Photo Galleries`)));
    view.unmount();

    // spec 3 Story: the story that carries the gallery id links to its gallery.
    const storyView = app.renderAt(gallery.story!.url);
    expect(await within(storyView.container).findByRole('heading', { level: 1, name: gallery.story!.title }, FIRST)).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Photo gallery' }, FIRST);
    expect(within(section).getByRole('link', { name: gallery.title })).toHaveAttribute('href', gallery.url);
  });

  it("leaves for the external page on an unknown gallery, and shows Page not found when that page is this app (spec 2.2)", async () => {
    const [other] = await app.api<GalleryWire[]>('/ImageGalleries', 'coastalbay');
    // jsdom loads no documents: a navigator that records full page loads, and says which address the document came from.
    const navigatorFrom = (documentUrl: string | null) => {
      const loads: string[] = [];
      return { loads, load: (url: string) => (loads.push(url), new Promise<never>(() => {})), isCurrentDocument: (url: string) => url === documentUrl };
    };
    const away = navigatorFrom(null);
    const view = app.renderAt(other!.url, 'ridgemont', { navigator: away });
    await waitFor(() => expect(away.loads).toEqual([other!.url]), FIRST);
    view.unmount();

    const here = navigatorFrom('/galleries/nothing-here/999999');
    app.renderAt('/galleries/nothing-here/999999', 'ridgemont', { navigator: here });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, FIRST)).toBeInTheDocument();
    expect(here.loads).toEqual([]);
  });
});
