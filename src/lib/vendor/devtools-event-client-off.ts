/**
 * TanStack Form's devtools event client, switched off: the build resolves
 * `@tanstack/devtools-event-client` to this file (vite.config.ts). The real client costs the form
 * kit 3.9 KiB and, once a form emits, tries to reach a devtools bus every second; this app ships
 * no devtools (docs/decisions/101-no-form-devtools-client.md). Same surface as the package's
 * `EventClient`, every call a no-op.
 */
export class EventClient {
  constructor(_options?: unknown) {}
  on(): () => void {
    return () => undefined
  }
  onAll(): () => void {
    return () => undefined
  }
  onAllPluginEvents(): () => void {
    return () => undefined
  }
  emit(): void {}
  getPluginId(): string {
    return ''
  }
}
