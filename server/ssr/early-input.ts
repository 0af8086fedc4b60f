import { inlineScriptHashSource } from '../lib/security-headers.ts'
import { COOKIE_CONSENT_MARK, COOKIE_CONSENT_STORAGE_KEY } from '#domain/system/cookie-consent-key.ts'
import { EARLY_INPUT_GLOBAL } from '#domain/system/early-input.ts'

/**
 * The inline script that notes presses before the app's code has arrived (a classic script in the
 * head: it runs before the body is parsed). A press on a `button` does nothing natively, so it is
 * noted and the app replays it once the button is hydrated. A form in the page (`#root`) must not
 * be posted natively: that would reload the page with what was typed in its address, and lose it.
 * The app's guard takes over the note, and ends this script's listening, when it boots.
 * It also marks `<html>` with the visitor's stored cookie choice, so the server-rendered cookie bar
 * does not flash for someone who chose already (the stylesheet hides it under the mark).
 */
export const EARLY_INPUT_SCRIPT =
  `(()=>{const pressed=[];const inPage=(event)=>event.target instanceof Element&&event.target.closest('#root')!==null;` +
  `const press=(event)=>{if(inPage(event))pressed.push(event.target)};` +
  `const hold=(event)=>{if(inPage(event))event.preventDefault()};` +
  `document.addEventListener('click',press,true);document.addEventListener('submit',hold,true);` +
  `window.${EARLY_INPUT_GLOBAL}={pressed,stop(){document.removeEventListener('click',press,true);document.removeEventListener('submit',hold,true)}};` +
  `try{const c=localStorage.getItem('${COOKIE_CONSENT_STORAGE_KEY}');if(c==='accepted'||c==='declined')document.documentElement.setAttribute('${COOKIE_CONSENT_MARK}',c)}catch{}})()`

/** The script's source expression for the Content-Security-Policy's script-src. */
export const EARLY_INPUT_CSP_SOURCE = inlineScriptHashSource(EARLY_INPUT_SCRIPT)

const CHARSET = /<meta charset="[^"]*"\s*\/?>/

/** The page's head with the script first: after its charset, before the (inline) stylesheet. */
export function noteEarlyInput(html: string): string {
  return html.replace(CHARSET.test(html) ? CHARSET : /<head>/, (tag) => `${tag}<script>${EARLY_INPUT_SCRIPT}</script>`)
}
