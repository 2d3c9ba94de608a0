// The catcher's pages, in Spanish: the inbox (newest first, refreshed every few seconds) and one
// mail (its headers, its text and its HTML in a sandboxed frame). Everything a mail brings is
// escaped: a mail's words never become the page's markup.
import type { CaughtMail } from './mail-catcher.ts'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

const when = (iso: string) =>
  new Intl.DateTimeFormat('es-CL', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'America/Santiago',
  }).format(new Date(iso))

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:64rem;padding:1rem 1.5rem;color:#1f2328;background:#fff}
h1{font-size:1.4rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d0d7de;vertical-align:top}
a{color:#0b57d0}pre{white-space:pre-wrap;background:#f6f8fa;padding:1rem;border-radius:.5rem}iframe{width:100%;height:28rem;border:1px solid #d0d7de;border-radius:.5rem}
caption.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}button{font:inherit;padding:.4rem .8rem}`

function page(title: string, body: string, refresh = false): string {
  return `<!doctype html>
<html lang="es-CL">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

export function inboxPage(mails: readonly CaughtMail[]): string {
  const rows = mails
    .map(
      (mail) => `<tr>
<td>${escapeHtml(when(mail.receivedAt))}</td>
<td>${escapeHtml(mail.to.join(', '))}</td>
<td><a href="/mensajes/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject || '(sin asunto)')}</a></td>
</tr>`,
    )
    .join('\n')
  const list =
    mails.length === 0
      ? '<p>La bandeja está vacía: los correos que envíe la API aparecerán aquí.</p>'
      : `<table>
<caption class="visually-hidden">Correos recibidos, del más nuevo al más antiguo</caption>
<thead><tr><th scope="col">Recibido</th><th scope="col">Para</th><th scope="col">Asunto</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<form method="post" action="/vaciar"><p><button type="submit">Vaciar la bandeja</button></p></form>`
  return page(
    `Correo local (${mails.length})`,
    `<h1>Correo local de Cordillera</h1>
<p>Los correos que la API envía en desarrollo llegan aquí; nada sale de esta máquina. ${mails.length} en la bandeja.</p>
${list}`,
    true,
  )
}

export function messagePage(mail: CaughtMail): string {
  return page(
    mail.subject || '(sin asunto)',
    `<p><a href="/">← Bandeja de entrada</a></p>
<h1>${escapeHtml(mail.subject || '(sin asunto)')}</h1>
<dl>
<dt>De</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>Para</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
<dt>Recibido</dt><dd>${escapeHtml(when(mail.receivedAt))}</dd>
</dl>
<h2>Texto</h2>
<pre>${escapeHtml(mail.text)}</pre>
${
  mail.html === null
    ? ''
    : `<h2>HTML</h2>
<iframe sandbox title="El correo en HTML" src="/mensajes/${encodeURIComponent(mail.id)}/html"></iframe>`
}`,
  )
}
