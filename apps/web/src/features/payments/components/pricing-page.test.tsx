import { Plan } from '@kurio/shared/membership-plans';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PricingPage } from './pricing-page';

const signIn = vi.hoisted(() => ({ user: { id: '', membership: undefined as { plan: number } | undefined } }));
const checkout = vi.hoisted(() => ({
  mutate: (_request: unknown) => {},
  isPending: false,
  isSuccess: false,
  isError: false,
}));
vi.mock('../api/start-pro-checkout', () => ({ useStartProCheckout: () => checkout }));
vi.mock('../../../sign-in/use-signed-in-user', () => ({
  useSignedInUser: () => ({ user: signIn.user, signedIn: signIn.user.id !== '' }),
}));

/** Where the page sent the visitor, with the state it passed. */
function SignupPage() {
  const location = useLocation();
  return <p>Signup, then {String((location.state as { from?: string } | null)?.from)}</p>;
}

let checkouts: unknown[];

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/pricing', Component: PricingPage },
      { path: '/signup', Component: SignupPage },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  checkouts = [];
  signIn.user = { id: '', membership: undefined };
  checkout.mutate = (request) => checkouts.push(request);
});

describe('PricingPage', () => {
  it('shows monthly prices to a visitor, yearly ones on the toggle, and sends Upgrade through signup', async () => {
    const { router, user } = renderAt('/pricing');
    expect(screen.getByText(/you are charged \$9\.99 when it ends/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByText('Yearly'));
    expect(router.state.location.search).toBe('?interval=yearly');
    expect(screen.getByText(/you are charged \$99 when it ends/)).toBeInTheDocument();
    expect(screen.getByText('/ year', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(screen.getByText('Signup, then /pricing?upgrade=yearly')).toBeInTheDocument();
    expect(checkouts).toEqual([]);
  });

  it('goes straight on to checkout, once, when a new member comes back from signup', async () => {
    signIn.user = { id: 'u1', membership: { plan: Plan.free } };
    renderAt('/pricing?upgrade=yearly');
    expect(checkouts).toEqual([{ plan: 'pro', interval: 'yearly' }]);
    expect(screen.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  });

  it('opens checkout for a member on Free', async () => {
    signIn.user = { id: 'u1', membership: { plan: Plan.free } };
    const { user } = renderAt('/pricing');
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(checkouts).toEqual([{ plan: 'pro', interval: 'monthly' }]);
  });

  it('offers a Pro member to manage the plan from both cards', () => {
    signIn.user = { id: 'u1', membership: { plan: Plan.pro } };
    renderAt('/pricing');
    expect(screen.getAllByRole('link', { name: 'Manage your plan' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });
});
