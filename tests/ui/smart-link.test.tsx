import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SmartLink } from '../../ui/shell/smart-link';

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

function renderLink(href: string, newWindow = false) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SmartLink href={href} newWindow={newWindow}>
              Go
            </SmartLink>
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/start'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
const appPath = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`)
  .filter((path) => !/^\/(watch|galleries|tournament-experience\/|gameday\/|signingday\/|feature\/|services\/|showcase|sidearmstats\/)/.test(path));

describe('SmartLink (spec 2.3)', () => {
  it('navigates inside the app for internal paths', async () => {
    const user = userEvent.setup();
    const { router } = renderLink('/sports/football/roster');
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    await user.click(link);
    expect(await screen.findByText('at /sports/football/roster')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sports/football/roster');
  });

  it('renders any internal path as a same-window link to that path', () => {
    fc.assert(
      fc.property(appPath, (path) => {
        const { unmount } = renderLink(path);
        const link = screen.getByRole('link', { name: 'Go' });
        expect(link).toHaveAttribute('href', path);
        expect(link).not.toHaveAttribute('target');
        unmount();
      }),
      { numRuns: 25 },
    );
  });

  it('opens external links (protocol or //) in a new window with a safe rel', () => {
    const external = fc.oneof(
      fc.tuple(fc.constantFrom('https://', 'http://', '//'), segment).map(([prefix, host]) => `${prefix}${host}.example.com/x`),
    );
    fc.assert(
      fc.property(external, fc.boolean(), (url, newWindow) => {
        const { unmount } = renderLink(url, newWindow);
        const link = screen.getByRole('link', { name: 'Go (opens in a new tab)' });
        expect(link).toHaveAttribute('href', url);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        unmount();
      }),
      { numRuns: 25 },
    );
  });

  it('opens an internal link flagged open_in_new_window in a new tab', () => {
    renderLink('/tickets', true);
    const link = screen.getByRole('link', { name: 'Go (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/tickets');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("loads the spec's external pages (e.g. /gameday/...) with a full page request", async () => {
    const user = userEvent.setup();
    const { router } = renderLink('/gameday/concurrent.aspx?ids=1,2');
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', '/gameday/concurrent.aspx?ids=1,2');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    // The router did not take it: the browser would load the page.
    expect(router.state.location.pathname).toBe('/start');
  });
});
