import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { navigation, setup, shellData } from './fixtures/shell-data';
import { testNow } from '../support/test-clock';

describe('AppShell', () => {
  it('lays the page out in banner, main and footer landmarks in the school colours', async () => {
    const { container } = renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    const logo = within(banner).getByRole('img', { name: 'Northfield State University' });
    expect(logo).toHaveAttribute('src', '/images/logo.svg');
    // Sized before it loads: its box is reserved whatever the logo's shape.
    expect(logo).toHaveAttribute('width', '98');
    expect(logo).toHaveAttribute('height', '64');
    expect(logo.closest('a')).toHaveAttribute('href', '/');

    const shell = container.querySelector('[data-layout]') as HTMLElement;
    expect(shell.style.getPropertyValue('--color-primary')).toBe('#0b3d2e');
    expect(shell.style.getPropertyValue('--color-primary-text')).toBe('#ffffff');
    expect(shell.style.getPropertyValue('--color-secondary')).toBe('#f5c518');
    expect(shell.style.getPropertyValue('--color-secondary-text')).toBe('#111111');
  });

  it('puts the skip link first in the tab order and moves focus to the main content', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('banner');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the sponsor logo and the header buttons, external ones opening safely', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    const sponsor = within(banner).getByRole('img', { name: 'Presented by Lakeshore Bank' }).closest('a');
    expect(sponsor).toHaveAttribute('href', 'https://lakeshore.example.com');
    expect(sponsor).toHaveAttribute('target', '_blank');
    expect(sponsor).toHaveAttribute('rel', 'noopener noreferrer');

    const quickLinks = within(banner).getByRole('list', { name: 'Quick links' });
    const tickets = within(quickLinks).getByRole('link', { name: 'Tickets' });
    expect(tickets).toHaveAttribute('href', '/tickets');
    expect(tickets).not.toHaveAttribute('target');
    const shop = within(quickLinks).getByRole('link', { name: 'Shop (opens in a new tab)' });
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    // Protocol-relative is external too.
    const give = within(quickLinks).getByRole('link', { name: 'Give (opens in a new tab)' });
    expect(give).toHaveAttribute('href', '//give.example.edu/athletics');
    expect(give).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('follows internal header links inside the app', async () => {
    const { user, router } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(within(within(banner).getByRole('list', { name: 'Quick links' })).getByRole('link', { name: 'Tickets' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tickets');
  });

  it('hides the navigation when there is none (spec 8)', async () => {
    renderApp('/', { shell: { ...shellData, navigation: [] } });
    await screen.findByRole('banner');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    // The rest of the header still works.
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('still renders a usable page when the site setup failed to load', async () => {
    renderApp('/', { shell: { setup: null, navigation, sports: [], alerts: [] } });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Athletics' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Athletics');
  });

  it('hides the skip link, header and footer on full-screen routes', async () => {
    renderApp('/staff-directory/print');
    expect(await screen.findByRole('heading', { name: 'Staff directory (print)' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Staff directory (print)' }));
  });

  it('gives the footer the partner and infractions links, the common block, contact and copyright', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const partner = within(footer).getByRole('img', { name: 'College Sports Partner' }).closest('a');
    expect(partner).toHaveAttribute('href', 'https://partner.example.org');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    const infractions = within(footer).getByRole('img', { name: 'Infractions Report' }).closest('a');
    expect(infractions).toHaveAttribute('href', 'https://example.org/infractions');

    expect(within(footer).getByRole('heading', { name: 'Northfield Athletics' })).toBeInTheDocument();
    expect(within(footer).getByText('Proud member of the Great Lakes Conference.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Staff Directory' })).toHaveAttribute('href', '/staff-directory');

    expect(within(footer).getByText(setup.settings.schoolAddress as string)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '(507) 555-0100' })).toHaveAttribute('href', 'tel:5075550100');
    expect(footer).toHaveTextContent(`© ${new Date(testNow()).getFullYear()} Northfield State University`);
  });
});
