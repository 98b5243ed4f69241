import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFieldsWithHelp } from '../support/fields';

const renderFields = renderFieldsWithHelp;

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
    expect(help.style.animationDuration).toBe('250ms');
    act(() => vi.advanceTimersByTime(249));
    expect(help.dataset.state).toBe('sliding');
    act(() => vi.advanceTimersByTime(1));
    expect(help.dataset.state).toBe('shown');
  });

  it('hides on Escape once it has slid into place, not only while sliding', () => {
    const { phone, help } = renderFields();
    act(() => phone.focus());
    act(() => vi.advanceTimersByTime(250));
    expect(help.dataset.state).toBe('shown');
    fireEvent.keyDown(phone, { key: 'Escape' });
    expect(help.hidden).toBe(true);
    expect(document.activeElement).toBe(phone);
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
    act(() => vi.advanceTimersByTime(250));
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
    act(() => vi.advanceTimersByTime(250));
    expect(help.hidden).toBe(true);
  });
});
