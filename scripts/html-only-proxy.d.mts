/** The bench's proxy that serves the app's pages without their scripts (see html-only-proxy.mjs). */
import type { IncomingHttpHeaders } from 'node:http'

export declare function withoutScripts(html: string): string
export declare function isDocumentRequest(headers: IncomingHttpHeaders): boolean
export declare function startHtmlOnlyProxy(target: string): Promise<{ url: string; close: () => Promise<void> }>
