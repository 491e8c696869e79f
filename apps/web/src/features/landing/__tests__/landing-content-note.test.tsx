// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingContentNote } from '@/features/landing/components/landing-content-note';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('LandingContentNote', () => {
  it('when the instance shows the example figures, then it names content/landing.yaml', () => {
    render(<LandingContentNote figures="marketing" />);
    expect(screen.getByTestId('landing-content-note').textContent).toContain('content/landing.yaml');
  });

  it('when closed, then it stays closed on the next visit', async () => {
    const first = render(<LandingContentNote figures="marketing" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close this note' }));
    expect(screen.queryByTestId('landing-content-note')).toBeNull();
    first.unmount();
    render(<LandingContentNote figures="marketing" />);
    expect(screen.queryByTestId('landing-content-note')).toBeNull();
  });

  it('when the instance shows its own figures, then there is nothing to say', () => {
    render(<LandingContentNote figures="live" />);
    expect(screen.queryByTestId('landing-content-note')).toBeNull();
  });
});
