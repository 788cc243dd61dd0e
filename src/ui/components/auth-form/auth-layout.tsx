import type { ReactNode } from 'react';
import './auth.css';

/** The card every sign-in and onboarding screen sits in; the one h1 of the page is its title. */
export function AuthLayout(props: {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly wide?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className={`auth-page${props.wide ? ' auth-page--wide' : ''}`}>
      <section className="card auth-page__card stack" aria-labelledby="auth-page-title">
        <h1 id="auth-page-title">{props.title}</h1>
        {props.lead ? <p className="auth-page__lead">{props.lead}</p> : null}
        {props.children}
      </section>
    </div>
  );
}
