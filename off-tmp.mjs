import { chromium } from 'playwright-core'
import { launchChromium } from './scripts/chromium.mjs'
for (let i=0;i<60;i++){ try { if ((await fetch('http://localhost:3977/api/health')).ok) break } catch {} ; await new Promise(r=>setTimeout(r,500)) }
const b = await launchChromium(chromium, { args: [] })
const c = await b.newContext(); const p = await c.newPage()
await p.goto('http://localhost:3977/')
await p.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)
await p.reload(); await p.waitForTimeout(1500)
console.log('controller', await p.evaluate(() => Boolean(navigator.serviceWorker.controller)))
await c.setOffline(true)
await c.route('**/*', r => r.abort('internetdisconnected'))
await p.reload(); await p.waitForTimeout(2000)
console.log('reload h1:', await p.locator('h1').first().textContent().catch(e=>'ERR'))
await p.goto('http://localhost:3977/about').catch(e=>console.log('goto err', e.message))
await p.waitForTimeout(4000)
console.log('onLine', await p.evaluate(() => navigator.onLine))
console.log('about h1:', await p.locator('h1').allTextContents().catch(e=>'ERR'))
console.log((await p.locator('body').innerText()).slice(0,300))
await b.close()
