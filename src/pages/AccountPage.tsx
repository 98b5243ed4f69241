import { LoginForm, RegisterForm } from '../../ui/account/AccountForms';
import { Island } from '../../ui/Island';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

/** My account: log in or register as a guest; who is logged in, and log out. */
export function AccountPage({ layout, account }: PageMap['account']) {
  return (
    <Layout layout={layout}>
      <h1 className="page-title">My account</h1>
      {account.kind === 'guest' ? (
        <div className="account-forms">
          <section aria-labelledby="login-heading">
            <h2 id="login-heading">Log in</h2>
            <Island name="LoginForm" component={LoginForm} props={{ view: account.login }} />
          </section>
          <section aria-labelledby="register-heading">
            <h2 id="register-heading">Register</h2>
            <Island name="RegisterForm" component={RegisterForm} props={{ view: account.register }} />
          </section>
        </div>
      ) : (
        <section className="account-details" aria-labelledby="details-heading">
          <h2 id="details-heading">{`Hello ${account.name}`}</h2>
          <dl>
            <dt>Name</dt>
            <dd>{account.name}</dd>
            <dt>Email address</dt>
            <dd>{account.email}</dd>
            {account.phone && (
              <>
                <dt>Phone</dt>
                <dd>{account.phone}</dd>
              </>
            )}
          </dl>
          <form method="post" action={account.logout.action}>
            <input type="hidden" name="_nonce" value={account.logout.nonce} />
            <button type="submit" className="button">
              Log out
            </button>
          </form>
        </section>
      )}
    </Layout>
  );
}
