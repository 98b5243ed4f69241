import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { shareLinks } from '../../domain/share';
import { contactFormMachine } from '../../machines/contactForm';
import { shareButtonsMachine } from '../../machines/shareButtons';
import { ContactForm } from '../../ui/contact/ContactForm';
import { MachinesContext, pureMachines } from '../../ui/machines-context';
import { ShareButtons, ShareButtonsWidget } from '../../ui/share/ShareButtons';

const URL = 'http://shop.test/journal/caring-for-linen/';
const share = { url: URL, title: 'Caring for linen', links: shareLinks(URL, 'Caring for linen') };

function renderShare(doubles: { native?: boolean; copy?: () => Promise<void> }) {
  const said: string[] = [];
  const machine = shareButtonsMachine.provide({
    actors: {
      detect: fromPromise(async () => doubles.native ?? false),
      share: fromPromise(async () => {}),
      copy: fromPromise(doubles.copy ?? (async () => {})),
    },
    actions: {
      announce: (_, { text }) => said.push(text),
      selectField: (_, { field }) => field.current?.select(),
    },
  });
  render(
    <MachinesContext.Provider value={{ ...pureMachines, shareButtons: machine }}>
      <ShareButtons id="t" share={share} />
    </MachinesContext.Provider>,
  );
  return said;
}

describe('ShareButtons', () => {
  it('without JavaScript is the plain links alone: no button that would need script', () => {
    const html = renderToString(
      <MachinesContext.Provider value={pureMachines}>
        <ShareButtonsWidget id="t" view={share} />
      </MachinesContext.Provider>,
    );
    expect(html).toContain('Share on X');
    expect(html).not.toContain('<button');
  });

  it('offers plain share links, encoded, which open other sites in a new tab', () => {
    renderShare({});
    const x = screen.getByRole('link', { name: /^Share on X/ });
    expect(x.textContent).toBe('Share on X (opens in a new tab)');
    expect(x.getAttribute('href')).toBe(
      'https://x.com/intent/post?url=http%3A%2F%2Fshop.test%2Fjournal%2Fcaring-for-linen%2F&text=Caring%20for%20linen',
    );
    expect(x.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
  });

  it('copies the link and says so; refused by the clipboard, shows the link in a field to copy', async () => {
    let refuse = false;
    const said = renderShare({
      copy: async () => {
        if (refuse) throw new Error('NotAllowedError');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await screen.findByRole('button', { name: 'Link copied' });
    expect(said).toEqual(['Link copied']);
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Link copied' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this page' });
    expect((field as HTMLInputElement).value).toBe(URL);
    expect(said[1]).toMatch(/did not let us copy the link/);
  });

  it("uses the browser's share sheet, in place of the links, where there is one", async () => {
    renderShare({ native: true });
    await screen.findByRole('button', { name: 'Share…' });
    expect(screen.queryByRole('link', { name: /Share on/ })).toBeNull();
  });
});

describe('ContactForm', () => {
  const view = {
    action: '/contact/',
    nonce: 'n',
    values: { name: '', email: '', phone: '', message: '' },
    errors: {},
    submitLabel: 'Send message',
  };

  it('refuses a bad phone number at the field and in the summary, before sending anything', async () => {
    const sent: unknown[] = [];
    const machine = contactFormMachine.provide({
      actors: {
        send: fromPromise(async ({ input }) => {
          sent.push(input);
          return 'Thanks!';
        }),
      },
    });
    render(
      <MachinesContext.Provider value={{ ...pureMachines, contactForm: machine }}>
        <ContactForm id="cf" view={view} />
      </MachinesContext.Provider>,
    );
    const type = (label: string | RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/^Name/, 'Ada');
    type(/^Email address/, 'ada@example.com');
    type(/^Phone/, '12ab');
    type(/^Message/, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('link', { name: /valid phone number/ }).getAttribute('href')).toBe('#cf-phone');
    expect(sent).toEqual([]);
    type(/^Phone/, '+47 22 33 44 55');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    await waitFor(() => expect(screen.getByText('Thanks!')).toBeTruthy());
    expect(sent).toEqual([{ name: 'Ada', email: 'ada@example.com', phone: '+47 22 33 44 55', message: 'Hello' }]);
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });
});
