import { escapeHtml } from '@tafino/shared';
import { de } from './messages.ts';

// Server-rendered pages of the embedded identity provider. Self-contained: inline styles only
// (the CSP allows them), system fonts, no third-party requests.

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:100%;line-height:1.5;color:#1f2933;background:#f4f1ea}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:2rem 1rem}
main{width:100%;max-width:28rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(31,41,51,.12);padding:2rem}
.brand{font-weight:800;letter-spacing:.08em;color:#2f4f3e;margin:0 0 1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:2rem 0 .5rem}
p{margin:0 0 1rem}
form{margin:0}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{display:block;width:100%;min-height:44px;padding:.5rem .75rem;font:inherit;border:1px solid #7b8794;border-radius:8px;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b3261e}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2f6fb3;outline-offset:2px}
.hint{font-size:.875rem;color:#52606d;margin:.25rem 0 0}
.field-error{font-size:.875rem;color:#b3261e;margin:.25rem 0 0}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:44px;margin-top:1.5rem;padding:.5rem 1rem;font:inherit;font-weight:600;border:0;border-radius:8px;background:#2f4f3e;color:#fff;text-decoration:none;cursor:pointer}
button.secondary,.button.secondary{background:#e4e7eb;color:#1f2933}
.alert{border-radius:8px;padding:.75rem 1rem;margin:1rem 0;background:#fdecea;color:#7f1d1d}
.notice{border-radius:8px;padding:.75rem 1rem;margin:1rem 0;background:#e6f4ea;color:#14532d}
.links{margin-top:1.5rem}
.links a{display:inline-flex;align-items:center;min-height:44px;color:#2f6fb3}
details{margin-top:1rem;font-size:.875rem;color:#52606d}
summary{min-height:44px;display:flex;align-items:center;cursor:pointer}
`;

/** A complete German HTML document. `body` must already be escaped. */
function layout(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${de.productName}</title>
<style>${styles}</style>${head}
</head>
<body>
<main>
<p class="brand">${de.productName}</p>
${body}
</main>
</body>
</html>`;
}

interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  minLength?: number;
  autofocus?: boolean;
}

function field(o: FieldOptions): string {
  const id = `field-${o.name}`;
  const described = [o.hint ? `${id}-hint` : '', o.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attrs = [
    `id="${id}"`,
    `name="${o.name}"`,
    `type="${o.type}"`,
    `autocomplete="${o.autocomplete}"`,
    'required',
    o.value !== undefined ? `value="${escapeHtml(o.value)}"` : '',
    o.minLength ? `minlength="${o.minLength}"` : '',
    o.autofocus ? 'autofocus' : '',
    o.error ? 'aria-invalid="true"' : '',
    described ? `aria-describedby="${described}"` : '',
  ].filter(Boolean);
  return `<label for="${id}">${escapeHtml(o.label)}</label>
<input ${attrs.join(' ')}>${o.hint ? `\n<p class="hint" id="${id}-hint">${escapeHtml(o.hint)}</p>` : ''}${
    o.error ? `\n<p class="field-error" id="${id}-error">${escapeHtml(o.error)}</p>` : ''
  }`;
}

const alert = (message?: string) =>
  message ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : '';
const notice = (message?: string) =>
  message ? `<div class="notice" role="status">${escapeHtml(message)}</div>` : '';
const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

export interface SignInPageOptions {
  action: string;
  intro: string;
  email?: string;
  error?: string;
  registerHref: string;
}

export function signInPage(o: SignInPageOptions): string {
  return layout(
    de.signIn.title,
    `<h1>${de.signIn.title}</h1>
<p>${escapeHtml(o.intro)}</p>
${alert(o.error)}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
${field({ name: 'email', label: de.signIn.email, type: 'email', autocomplete: 'username', value: o.email ?? '', autofocus: !o.email })}
${field({ name: 'password', label: de.signIn.password, type: 'password', autocomplete: 'current-password', autofocus: Boolean(o.email) })}
<button type="submit">${de.signIn.submit}</button>
</form>
<p class="links">${de.signIn.noAccount} ${link(o.registerHref, de.signIn.register)}</p>`,
  );
}

export type RegisterField = 'email' | 'name' | 'password' | 'passwordRepeat';

export interface RegisterPageOptions {
  action: string;
  editionHint?: string;
  values: { email?: string; name?: string };
  errors: Partial<Record<RegisterField, string>>;
  alert?: string;
  signInHref: string;
}

export function registerPage(o: RegisterPageOptions): string {
  const summary = o.alert ?? (Object.keys(o.errors).length ? de.validation.summary : undefined);
  return layout(
    de.register.title,
    `<h1>${de.register.title}</h1>
<p>${de.register.intro}</p>
${o.editionHint ? `<p>${escapeHtml(o.editionHint)}</p>` : ''}
${alert(summary)}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
${field({ name: 'email', label: de.register.email, type: 'email', autocomplete: 'email', value: o.values.email ?? '', error: o.errors.email, autofocus: true })}
${field({ name: 'name', label: de.register.name, type: 'text', autocomplete: 'name', value: o.values.name ?? '', error: o.errors.name })}
${field({ name: 'password', label: de.register.password, type: 'password', autocomplete: 'new-password', error: o.errors.password, hint: de.register.passwordHint, minLength: 8 })}
${field({ name: 'passwordRepeat', label: de.register.passwordRepeat, type: 'password', autocomplete: 'new-password', error: o.errors.passwordRepeat, minLength: 8 })}
<button type="submit">${de.register.submit}</button>
</form>
<p class="links">${de.register.haveAccount} ${link(o.signInHref, de.register.signIn)}</p>`,
  );
}

export function registerDonePage(signInHref: string): string {
  return layout(
    de.register.doneTitle,
    `<h1>${de.register.doneTitle}</h1>
<p role="status">${de.register.done}</p>
<a class="button" href="${escapeHtml(signInHref)}">${de.register.signIn}</a>`,
  );
}

export type ManageField = 'name' | 'currentPassword' | 'newPassword' | 'newPasswordRepeat';

export interface ManagePageOptions {
  email: string;
  name: string;
  csrf: string;
  profileAction: string;
  passwordAction: string;
  appHref: string;
  notice?: string;
  alert?: string;
  errors: Partial<Record<ManageField, string>>;
}

export function managePage(o: ManagePageOptions): string {
  const summary = o.alert ?? (Object.keys(o.errors).length ? de.validation.summary : undefined);
  return layout(
    de.manage.title,
    `<h1>${de.manage.title}</h1>
<p>${de.manage.signedInAs} <strong>${escapeHtml(o.email)}</strong></p>
${notice(o.notice)}${alert(summary)}
<h2>${de.manage.profileTitle}</h2>
<form method="post" action="${escapeHtml(o.profileAction)}" novalidate>
${hidden('csrf', o.csrf)}
${field({ name: 'name', label: de.manage.name, type: 'text', autocomplete: 'name', value: o.name, error: o.errors.name })}
<button type="submit">${de.manage.saveProfile}</button>
</form>
<h2>${de.manage.passwordTitle}</h2>
<form method="post" action="${escapeHtml(o.passwordAction)}" novalidate>
${hidden('csrf', o.csrf)}
${field({ name: 'currentPassword', label: de.manage.currentPassword, type: 'password', autocomplete: 'current-password', error: o.errors.currentPassword })}
${field({ name: 'newPassword', label: de.manage.newPassword, type: 'password', autocomplete: 'new-password', error: o.errors.newPassword, hint: de.register.passwordHint, minLength: 8 })}
${field({ name: 'newPasswordRepeat', label: de.manage.newPasswordRepeat, type: 'password', autocomplete: 'new-password', error: o.errors.newPasswordRepeat, minLength: 8 })}
<button type="submit">${de.manage.savePassword}</button>
</form>
<p class="links">${link(o.appHref, de.manage.backToApp)}</p>`,
  );
}

/**
 * The logout confirmation around the provider's form. When the request came from our own
 * app (a valid id_token_hint), a same-origin script submits it so the user is not asked.
 */
export function logoutPage(form: string, autoSubmitScript?: string): string {
  return layout(
    de.logout.title,
    `<h1>${de.logout.title}</h1>
<p>${de.logout.question}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-confirm">${de.logout.confirm}</button>
<button type="submit" form="op.logoutForm" class="secondary">${de.logout.stay}</button>`,
    autoSubmitScript ? `\n<script src="${escapeHtml(autoSubmitScript)}" defer></script>` : '',
  );
}

export function loggedOutPage(homeHref: string): string {
  return layout(
    de.logout.doneTitle,
    `<h1>${de.logout.doneTitle}</h1>
<p role="status">${de.logout.done}</p>
<a class="button" href="${escapeHtml(homeHref)}">${de.backToStart}</a>`,
  );
}

export function messagePage(o: {
  title: string;
  heading: string;
  text: string;
  href: string;
  linkText: string;
  details?: string;
}): string {
  return layout(
    o.title,
    `<h1>${escapeHtml(o.heading)}</h1>
<p>${escapeHtml(o.text)}</p>
<a class="button" href="${escapeHtml(o.href)}">${escapeHtml(o.linkText)}</a>${
      o.details
        ? `\n<details><summary>${de.error.details}</summary><p>${escapeHtml(o.details)}</p></details>`
        : ''
    }`,
  );
}
