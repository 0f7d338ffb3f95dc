import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { footballPage } from './fixtures/shell-data';

describe('home page', () => {
  it('greets with the school and mascot and sets the title', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northfield Athletics' })).toBeInTheDocument();
    expect(screen.getByText('Home of the Huskies')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Northfield State University');
    await waitFor(() => expect(document.title).toBe('Northfield Athletics'));
  });

  it('links to every real sport, sorted by title, without non-sport entries', async () => {
    renderApp('/');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Sports' })).closest('section') as HTMLElement;
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Baseball', 'Football', "Men's Basketball", 'Volleyball', "Women's Soccer"]);
    expect(within(section).getByRole('link', { name: "Women's Soccer" })).toHaveAttribute('href', '/sports/womens-soccer');
    expect(within(section).queryByRole('link', { name: 'Athletics Department' })).not.toBeInTheDocument();
  });

  it('opens a sport page from its card', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Football' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeInTheDocument();
  });
});

describe('sport home page', () => {
  it('shows the sport title, tickets and social accounts and sets the title', async () => {
    renderApp('/sports/football');
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Football - Northfield Athletics'));
    const tickets = screen.getByRole('link', { name: 'Buy Tickets (opens in a new tab)' });
    expect(tickets).toHaveAttribute('href', 'https://tickets.example.edu/football');
    expect(tickets).toHaveAttribute('rel', 'noopener noreferrer');
    const social = screen.getByRole('list', { name: 'Follow Football' });
    const hrefs = within(social).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://www.facebook.com/NorthfieldFootball', 'https://x.com/NSUFootball', 'https://www.instagram.com/nsufootball/']);
  });

  it('leaves out tickets and social links the sport does not have', async () => {
    const bare = { ...footballPage.sport, tickets: null, facebook: null, twitter: null, instagram: null };
    renderApp('/sports/football', { sportPages: { football: { ...footballPage, sport: bare } } });
    await screen.findByRole('heading', { level: 1, name: 'Football' });
    expect(screen.queryByRole('link', { name: /Buy Tickets/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Follow Football' })).not.toBeInTheDocument();
  });
});

describe('not found page', () => {
  it("says 'Page not found' with a way home, for unknown paths too", async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    await waitFor(() => expect(document.title).toBe('Page not found'));
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northfield Athletics' })).toBeInTheDocument();
  });
});

describe('route announcer', () => {
  it('says nothing on first load, then speaks the new page title after each navigation', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Northfield Athletics' });
    // The route's own live region (the rotator control has another).
    const announcer = screen.getAllByRole('status').find((element) => element.hasAttribute('data-route-announcer'))!;
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(announcer).toBeEmptyDOMElement();

    await user.click(screen.getByRole('link', { name: 'Football' }));
    await waitFor(() => expect(announcer).toHaveTextContent('Football - Northfield Athletics'));

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Northfield State University' }));
    await waitFor(() => expect(announcer).toHaveTextContent(/^Northfield Athletics$/));
  });
});
