import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { liveMachines } from '../../src/live/machines';
import { PasswordInput } from '../../ui/forms/PasswordInput';
import { MachinesContext } from '../../ui/machines-context';

/** The input as the page hydrates it, with the live machines. */
const renderLive = (ui: React.ReactElement) =>
  render(<MachinesContext.Provider value={liveMachines}>{ui}</MachinesContext.Provider>);

describe('password input show/hide button', () => {
  it('switches the input between hidden and shown text, with the button label to match', () => {
    renderLive(<PasswordInput id="pw" name="password" aria-label="Password" defaultValue="s3cret words" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-controls')).toBe('pw');

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-controls')).toBe('pw');
    expect(input.value).toBe('s3cret words');
  });

  it('has no show/hide button in the server markup, where it could do nothing', () => {
    const html = renderToString(<PasswordInput id="pw" name="password" />);
    expect(html).toContain('type="password"');
    expect(html).not.toContain('<button');
  });

  it('keeps focus on the input, so typing carries on', () => {
    renderLive(<PasswordInput id="pw" name="password" aria-label="Password" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });
});
