import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../machines/timings';
import { liveMachines } from '../../src/live/machines';
import { FormField } from '../../ui/forms/FormField';
import { MachinesContext } from '../../ui/machines-context';

const HELP = '6 to 15 digits, optionally starting with +.';

function renderFields() {
  render(
    <MachinesContext.Provider value={liveMachines}>
      <form>
        <FormField id="phone" name="phone" label="Phone" type="tel" required={false} autoComplete="tel" help={HELP} />
        <FormField id="name" name="name" label="Name" type="text" required autoComplete="name" />
        <p>Some text elsewhere</p>
      </form>
    </MachinesContext.Provider>,
  );
  return { phone: screen.getByLabelText(/Phone/), name: screen.getByLabelText(/Name/), help: screen.getByText(HELP) };
}

describe('field help description', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is tied to its input with aria-describedby, and hidden at first', () => {
    const { phone, help } = renderFields();
    expect(phone.getAttribute('aria-describedby')).toBe(help.id);
    expect(help.hidden).toBe(true);
  });

  it('slides in over 250 ms when the input is focused', () => {
    const { phone, help } = renderFields();
    act(() => phone.focus());
    expect(help.hidden).toBe(false);
    expect(help.dataset.state).toBe('sliding');
    expect(help.style.animationDuration).toBe(`${TIMINGS.helpSlide}ms`);
    act(() => vi.advanceTimersByTime(TIMINGS.helpSlide - 1));
    expect(help.dataset.state).toBe('sliding');
    act(() => vi.advanceTimersByTime(1));
    expect(help.dataset.state).toBe('shown');
  });

  it('shows again when the input is clicked after Escape hid it', () => {
    const { phone, help } = renderFields();
    act(() => phone.focus());
    fireEvent.keyDown(phone, { key: 'Escape' });
    expect(help.hidden).toBe(true);
    fireEvent.click(phone);
    expect(help.dataset.state).toBe('sliding');
  });

  it('hides on a click elsewhere, but not on a click on the description itself', () => {
    const { phone, help } = renderFields();
    act(() => phone.focus());
    act(() => vi.advanceTimersByTime(TIMINGS.helpSlide));
    fireEvent.click(help);
    expect(help.dataset.state).toBe('shown');
    fireEvent.click(screen.getByText('Some text elsewhere'));
    expect(help.hidden).toBe(true);
  });

  it('hides when focus moves to another field, even while still sliding in', () => {
    const { phone, name, help } = renderFields();
    act(() => phone.focus());
    act(() => name.focus());
    expect(help.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(TIMINGS.helpSlide));
    expect(help.hidden).toBe(true);
  });
});
