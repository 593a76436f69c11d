import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('links the kids waitlist from a "Kurio for Kids" section', () => {
    const router = createMemoryRouter([{ path: '/', Component: LandingPage }], { initialEntries: ['/'] });
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const section = screen.getByRole('region', { name: 'Kurio for Kids' });
    expect(within(section).getByRole('link', { name: 'Join the kids waitlist' })).toHaveAttribute('href', '/kids');
  });
});
