import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { liveMachines } from '../../src/live/machines';
import { SortForm, type SortFormProps } from '../../ui/catalogue/SortForm';
import { MachinesContext } from '../../ui/machines-context';

const OPTIONS = [
  { value: 'menu_order', label: 'Default sorting' },
  { value: 'popularity', label: 'Sort by popularity' },
  { value: 'price', label: 'Sort by price: low to high' },
];

/** Renders the form and records each submission's query, as the GET the browser would make. */
function renderForm(props: Partial<SortFormProps> = {}) {
  const submitted: string[] = [];
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
    submitted.push(`${form.getAttribute('action')}?${query}`);
  };
  document.addEventListener('submit', onSubmit);
  cleanups.push(() => document.removeEventListener('submit', onSubmit));
  render(
    <MachinesContext.Provider value={liveMachines}>
      <SortForm action="/shop/" orderby="menu_order" options={OPTIONS} keepParams={{}} {...props} />
    </MachinesContext.Provider>,
  );
  return { submitted, select: screen.getByRole('combobox', { name: 'Shop order' }) as HTMLSelectElement };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

describe('SortForm', () => {
  it('is a GET form to the listing with the current order chosen', () => {
    const { select } = renderForm({ orderby: 'popularity' });
    const form = select.closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/shop/');
    expect(select.value).toBe('popularity');
    expect([...select.options].map((o) => o.text)).toEqual(OPTIONS.map((o) => o.label));
  });

  it('submits once when the shopper picks another order, with the new orderby', async () => {
    const { submitted, select } = renderForm();
    await userEvent.selectOptions(select, 'price');
    expect(submitted).toEqual(['/shop/?orderby=price']);
  });

  it('keeps the listing’s other parameters in the submission', async () => {
    const { submitted, select } = renderForm({ action: '/product-category/mugs/', keepParams: { s: 'mug' } });
    await userEvent.selectOptions(select, 'popularity');
    expect(submitted).toEqual(['/product-category/mugs/?orderby=popularity&s=mug']);
  });

  it('does not submit when the chosen value is the current order', () => {
    const { submitted, select } = renderForm({ orderby: 'price' });
    fireEvent.change(select, { target: { value: 'price' } });
    expect(submitted).toEqual([]);
  });

  it('does not submit a second time while the listing reloads', async () => {
    const { submitted, select } = renderForm();
    await userEvent.selectOptions(select, 'price');
    await userEvent.selectOptions(select, 'popularity');
    expect(submitted).toEqual(['/shop/?orderby=price']);
  });
});
