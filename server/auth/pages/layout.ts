import type { AuthLang, AuthTexts } from './texts.ts'

/** Where the pages' stylesheet and scripts are served (same origin, so the CSP allows them). */
export const ASSETS_PATH = '/oidc/assets'

import { escapeHtml } from '#server/lib/html.ts'

export const esc = escapeHtml

export type PageOptions = {
  lang: AuthLang
  t: AuthTexts
  title: string
  /** inner HTML of the panel (already escaped) */
  body: string
  /** same-origin script files (no inline scripts: the CSP forbids them) */
  scripts?: string[]
  homeUrl: string
}

/**
 * The shell of every sign-in page: a brand panel (wide screens only) and the content panel, in the
 * product's colours and serif headings. No inline scripts or styles.
 */
export function page({ lang, t, title, body, scripts = [], homeUrl }: PageOptions): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="description" content="${esc(t.description)}">
<meta name="theme-color" content="#122020">
<title>${esc(title)} · ${esc(t.system)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${ASSETS_PATH}/auth.css">
${scripts.map((s) => `<script src="${esc(s)}" defer></script>`).join('\n')}
</head>
<body>
<div class="auth">
  <aside class="auth__aside" aria-hidden="true">
    <div class="auth__aside-inner">
      <p class="auth__eyebrow auth__eyebrow--light">${esc(t.asideEyebrow)}</p>
      <p class="auth__aside-title">${esc(t.asideTitle)}</p>
      <p class="auth__aside-text">${esc(t.asideText)}</p>
    </div>
  </aside>
  <main class="auth__main" id="content">
    <header class="auth__header">
      <a class="auth__brand" href="${esc(homeUrl)}"><span class="auth__mark">${esc(t.brand)}</span><span class="auth__system">${esc(t.system)}</span></a>
    </header>
    <div class="auth__panel">
${body}
    </div>
    <footer class="auth__footer"><p>${esc(t.secure)}</p></footer>
  </main>
</div>
</body>
</html>`
}

export function notice(kind: 'error' | 'info', text: string, id?: string): string {
  const role = kind === 'error' ? 'alert' : 'status'
  return `<div class="auth__notice auth__notice--${kind}" role="${role}"${id ? ` id="${id}"` : ''}>${esc(text)}</div>`
}
